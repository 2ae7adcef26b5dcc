import type { MenuItem } from '@portico/sdk';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { leafCount } from '../menus/menu-tree';
import { useShell } from '../shell-context';

/** The first-level menus as cards: a way into each part of the app from its home page. */
export function MenuCards() {
  const t = useT();
  const { menus, label, openMenu, selectTop } = useShell();
  if (menus.length === 0) return null;
  const open = (menu: MenuItem, newTab: boolean) =>
    menu.children.length > 0 && !newTab ? selectTop(menu.identity) : openMenu(menu, { newTab });
  return (
    <ul role="list" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {menus.map((menu) => (
        <li key={menu.identity}>
          <button
            type="button"
            onClick={(event) => open(menu, event.ctrlKey || event.metaKey)}
            className="group flex w-full cursor-pointer items-start gap-3 rounded-lg bg-white p-4 text-left shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 group-hover:bg-brand-600 group-hover:text-white">
              <Icon name={menu.children.length > 0 ? 'folder' : 'file'} className="size-4.5" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-slate-900">
                {label(menu)}
              </span>
              <span className="mt-0.5 block text-xs text-slate-500">
                {menu.children.length > 0
                  ? menu.children.map(label).join(t('common.listSeparator'))
                  : t('shell.home.pages', { count: leafCount(menu) })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
