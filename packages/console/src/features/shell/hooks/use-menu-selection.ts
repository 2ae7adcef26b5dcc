import type { MenuItem } from '@portico/sdk';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { menuTrail, routeMenuTrail } from '../menus/menu-tree';

export interface MenuSelection {
  /** First level down to the current menu (empty when the page is no menu's). */
  trail: MenuItem[];
  /** The first-level menu whose second and third levels the side navigation shows. */
  top: MenuItem | null;
  pickTop: (identity: string) => void;
}

/**
 * The current menu (product.md §2.8 "Query identity selects the current menu"): the identity
 * query, else the ROUTE menu of the page's path. A first-level menu picked in the top bar shows
 * its side tree until the next navigation, which the URL decides again.
 */
export function useMenuSelection(menus: readonly MenuItem[]): MenuSelection {
  const location = useLocation();
  const identity = new URLSearchParams(location.search).get('identity');
  const trail = useMemo(
    () =>
      (identity ? menuTrail(menus, identity) : null) ??
      routeMenuTrail(menus, location.pathname) ??
      [],
    [menus, identity, location.pathname],
  );
  const [picked, setPicked] = useState<{ identity: string; at: string } | null>(null);
  const pickedNow = picked?.at === location.key ? picked.identity : null;
  const topIdentity =
    pickedNow ?? trail[0]?.identity ?? menus.find((menu) => menu.children.length > 0)?.identity;
  const top = menus.find((menu) => menu.identity === topIdentity) ?? null;
  return {
    trail,
    top,
    pickTop: (next) => setPicked({ identity: next, at: location.key }),
  };
}
