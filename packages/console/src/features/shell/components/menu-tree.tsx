import type { MenuItem } from '@portico/sdk';
import { Icon } from '@portico/elements/ui';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';

export interface MenuTreeProps {
  items: MenuItem[];
  depth: number;
  /** The sidebar layout: groups are titles with their pages below, always open. */
  tiled: boolean;
  /** Search results: every group open. */
  forceOpen: boolean;
  closed: ReadonlySet<string>;
  onToggle: (identity: string) => void;
  activeIdentity: string | null;
  label: (menu: MenuItem) => string;
  hrefOf: (menu: MenuItem) => string;
  onOpen: (menu: MenuItem, modifiers: { newTab: boolean }) => void;
}

const indent = (depth: number) => ({ paddingLeft: `${16 + depth * 14}px` });

/** A level of the side menu tree; groups open and close, pages open through the shell. */
export function MenuTree(props: MenuTreeProps) {
  const {
    items,
    depth,
    tiled,
    forceOpen,
    closed,
    onToggle,
    activeIdentity,
    label,
    hrefOf,
    onOpen,
  } = props;
  return (
    <ul role="list">
      {items.map((menu) => {
        if (menu.children.length === 0) {
          const active = menu.identity === activeIdentity;
          return (
            <li key={menu.identity}>
              <MenuLink
                menu={menu}
                href={hrefOf(menu)}
                onOpen={onOpen}
                current={active}
                title={menu.tip ?? undefined}
                className={`flex w-full cursor-pointer items-center gap-2 py-1.5 pr-3 text-left text-[13px] transition-colors ${
                  active
                    ? 'bg-brand-50 font-medium text-brand-700 shadow-[inset_3px_0_0_var(--color-brand-600)]'
                    : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900'
                }`}
              >
                <span style={indent(depth)} className="flex min-w-0 items-center gap-2">
                  <MenuIcon
                    menu={menu}
                    className={`size-3.5 ${active ? 'text-brand-600' : 'text-slate-400'}`}
                  />
                  <span className="truncate">{label(menu)}</span>
                </span>
              </MenuLink>
            </li>
          );
        }
        const open = tiled || forceOpen || !closed.has(menu.identity);
        const children = (
          <MenuTree {...props} items={menu.children} depth={tiled ? depth : depth + 1} />
        );
        if (tiled) {
          return (
            <li key={menu.identity} data-menu-group={menu.identity}>
              <p
                style={indent(depth)}
                className="pt-3 pb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase"
              >
                {label(menu)}
              </p>
              {children}
            </li>
          );
        }
        return (
          <li key={menu.identity} data-menu-group={menu.identity}>
            <button
              type="button"
              aria-expanded={open}
              onClick={() => onToggle(menu.identity)}
              disabled={forceOpen}
              style={indent(depth)}
              className="flex w-full cursor-pointer items-center gap-2 py-2 pr-3 text-left text-[13px] font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-default disabled:hover:bg-transparent"
            >
              <Icon name="folder" className="size-3.5 text-slate-400" />
              <span className="min-w-0 flex-1 truncate">{label(menu)}</span>
              <Icon
                name="chevronDown"
                className={`size-3.5 text-slate-400 transition-transform ${open ? '' : '-rotate-90'}`}
              />
            </button>
            {open && children}
          </li>
        );
      })}
    </ul>
  );
}
