import type { MenuItem } from '@portico/sdk';

/** The menu shown only to the customers that have the data-sync feature (product.md §2.8). */
export const SJTB = 'SJTB';

/**
 * product.md §2.8 "Menu named SJTB is hidden when the shuxiang or polin switches are off": it is
 * those two customers' feature, so it shows when either switch is on and hides when both are off.
 */
export function showsSjtb(customerFlags: Readonly<Record<string, boolean>>): boolean {
  return Boolean(customerFlags.shuxiang || customerFlags.polin);
}

/** The menus the shell shows: the session's tree without the ones the switches hide. */
export function visibleMenus(
  menus: readonly MenuItem[],
  customerFlags: Readonly<Record<string, boolean>>,
): MenuItem[] {
  if (showsSjtb(customerFlags)) return [...menus];
  const prune = (items: readonly MenuItem[]): MenuItem[] =>
    items
      .filter((menu) => menu.name !== SJTB && menu.identity !== SJTB)
      .map((menu) => ({ ...menu, children: prune(menu.children) }));
  return prune(menus);
}

/** A menu's title, or its kv translation `menu.<identity>` when the server has one (§7.8). */
export function menuLabel(menu: MenuItem, overrides: Readonly<Record<string, string>>): string {
  return overrides[`menu.${menu.identity}`] || menu.title || menu.name || menu.identity;
}

/** The menus from the first level down to the one with `identity`, or null. */
export function menuTrail(menus: readonly MenuItem[], identity: string): MenuItem[] | null {
  for (const menu of menus) {
    if (menu.identity === identity) return [menu];
    const below = menuTrail(menu.children, identity);
    if (below) return [menu, ...below];
  }
  return null;
}

/** The trail of the ROUTE menu whose path is `pathname` (the page the router shows), or null. */
export function routeMenuTrail(menus: readonly MenuItem[], pathname: string): MenuItem[] | null {
  for (const menu of menus) {
    if (menu.winType === 'ROUTE' && menu.path && samePath(menu.path, pathname)) return [menu];
    const below = routeMenuTrail(menu.children, pathname);
    if (below) return [menu, ...below];
  }
  return null;
}

function samePath(menuPath: string, pathname: string): boolean {
  const strip = (path: string) => (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  return strip(menuPath.trim()) === strip(pathname);
}

/**
 * The keyword search of product.md §2.8: the text is trimmed and compared without case. A menu
 * that matches keeps its whole subtree (a matching group lists its pages); a menu below that
 * matches keeps its ancestors, so every result shows where it sits. An empty keyword keeps all.
 */
export function filterMenus(
  menus: readonly MenuItem[],
  keyword: string,
  label: (menu: MenuItem) => string = (menu) => menu.title,
): MenuItem[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return [...menus];
  const matches = (menu: MenuItem) =>
    label(menu).toLocaleLowerCase().includes(needle) ||
    menu.title.toLocaleLowerCase().includes(needle);
  const walk = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((menu) => {
      if (matches(menu)) return [menu];
      const children = walk(menu.children);
      return children.length > 0 ? [{ ...menu, children }] : [];
    });
  return walk(menus);
}

/** How many menus below `menu` open something (its leaves), for the home page's cards. */
export function leafCount(menu: MenuItem): number {
  if (menu.children.length === 0) return 1;
  return menu.children.reduce((sum, child) => sum + leafCount(child), 0);
}

/** Every identity of a tree, depth first (to open every group of a tree at once). */
export function groupIdentities(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((menu) =>
    menu.children.length > 0 ? [menu.identity, ...groupIdentities(menu.children)] : [],
  );
}
