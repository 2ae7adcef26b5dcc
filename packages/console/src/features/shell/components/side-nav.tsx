import type { MenuItem } from '@portico/sdk';
import { useState } from 'react';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { filterMenus } from '../menus/menu-tree';
import type { ShellLayoutKind } from '../shell-prefs';
import { MenuSearch } from './menu-search';
import { MenuTree, type MenuTreeProps } from './menu-tree';

interface SideNavProps extends Omit<
  MenuTreeProps,
  'items' | 'depth' | 'tiled' | 'forceOpen' | 'closed' | 'onToggle'
> {
  layout: ShellLayoutKind;
  /** Every menu of the app: the search looks through all of them. */
  menus: MenuItem[];
  /** The first-level menu whose second and third levels are shown. */
  top: MenuItem | null;
}

/**
 * Side navigation with the second and third levels (product.md §2.8): a collapsible tree, or in
 * the 240-wide sidebar layout the same menus tiled under their group titles. The keyword search
 * above it filters every menu of the app.
 */
export function SideNav({ layout, menus, top, ...tree }: SideNavProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const searching = keyword.trim() !== '';
  const found = searching ? filterMenus(menus, keyword, tree.label) : [];
  const toggle = (identity: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(identity)) next.add(identity);
      return next;
    });

  return (
    <aside
      data-layout={layout}
      className={`flex shrink-0 flex-col border-r border-slate-200 bg-white ${layout === 'sidebar' ? 'w-[240px]' : 'w-52'}`}
    >
      <div className="border-b border-slate-100 p-2.5">
        <MenuSearch value={keyword} onChange={setKeyword} />
      </div>
      <nav aria-label={t('shell.sideMenus')} className="min-h-0 flex-1 overflow-y-auto pb-4">
        {searching ? (
          found.length > 0 ? (
            <MenuTree
              {...tree}
              items={found}
              depth={0}
              tiled={false}
              forceOpen
              closed={closed}
              onToggle={toggle}
            />
          ) : (
            <p role="status" className="px-4 py-6 text-center text-[13px] text-slate-400">
              {t('shell.noMatchedMenu')}
            </p>
          )
        ) : top ? (
          <>
            <h2 className="flex items-center gap-2 px-4 pt-3.5 pb-1.5 text-xs font-semibold text-slate-900">
              <Icon name="apps" className="size-3.5 text-brand-600" />
              {tree.label(top)}
            </h2>
            {top.children.length > 0 ? (
              <MenuTree
                {...tree}
                items={top.children}
                depth={0}
                tiled={layout === 'sidebar'}
                forceOpen={false}
                closed={closed}
                onToggle={toggle}
              />
            ) : (
              <p className="px-4 py-2 text-[13px] text-slate-400">{t('shell.noSubmenus')}</p>
            )}
          </>
        ) : null}
      </nav>
    </aside>
  );
}
