import type { MenuItem } from '@portico/sdk';
import type { MouseEvent, ReactNode } from 'react';

interface MenuLinkProps {
  menu: MenuItem;
  /** Where a plain click leads; without one the menu is a button (a group, an error, a modal). */
  href: string;
  onOpen: (menu: MenuItem, modifiers: { newTab: boolean }) => void;
  className: string;
  current?: boolean;
  expanded?: boolean;
  title?: string;
  children: ReactNode;
}

/**
 * One menu entry. With an address it is a real link, so middle-click and the browser's "open in
 * new tab" work; a plain or ctrl/cmd-click goes through the shell's decision (product.md §2.8).
 */
export function MenuLink({
  menu,
  href,
  onOpen,
  className,
  current,
  expanded,
  title,
  children,
}: MenuLinkProps) {
  const click = (event: MouseEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    onOpen(menu, { newTab: event.ctrlKey || event.metaKey });
  };
  const common = {
    className,
    title,
    'aria-current': current ? ('page' as const) : undefined,
    'aria-expanded': expanded,
    'data-menu': menu.identity,
    onClick: click,
  };
  return href ? (
    <a href={href} {...common}>
      {children}
    </a>
  ) : (
    <button type="button" {...common}>
      {children}
    </button>
  );
}
