import type { MenuItem } from '@portico/sdk';
import { type AdminScreenPath, screenMenus } from '@portico/sdk/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { portico } from '../lib/portico';
import { CONSOLE_SCREENS, type ConsoleScreen } from './admin-screens';
import { guarded } from './sso-guard';

function holds(menus: readonly MenuItem[], test: (menu: MenuItem) => boolean): boolean {
  return menus.some((menu) => test(menu) || holds(menu.children, test));
}

/**
 * Whether the session's menu tree opens the screen (product.md §6 "No permission to view the
 * page."): one of the menus `ADMIN_SCREENS` gives it (`@portico/sdk/contract`, the table the
 * server's call families come from) by identity, or a ROUTE menu whose path is the screen's (an
 * installation may give the page another identity).
 */
export function mayOpenScreen(menus: readonly MenuItem[], path: AdminScreenPath): boolean {
  const identities = screenMenus(path);
  return holds(
    menus,
    (menu) =>
      identities.includes(menu.identity) ||
      (menu.winType === 'ROUTE' && menu.path?.split(/[?#]/)[0]?.replace(/\/+$/, '') === path),
  );
}

/**
 * The loader of an administration screen: the sso rules first (signed out goes to sign in), then
 * the menu gate, then the screen's prefetch (admin-screens.ts), not awaited: its query runs while
 * the module loads and the page shows its own loading state if it is slower. The menus are the
 * login result's, kept with the session; the server refuses the screen's calls on its own (40301),
 * the gate only spares the user a page of errors.
 */
export function adminGuarded(path: AdminScreenPath) {
  const sso = guarded(path.split('/')[1]!);
  const { prefetch } = CONSOLE_SCREENS[path] as { prefetch?: ConsoleScreen['prefetch'] };
  return async (args: LoaderFunctionArgs) => {
    const passed = await sso(args);
    const info = portico.session.info.value;
    if (info && !mayOpenScreen(info.menus, path)) throw redirect(paths.forbidden);
    if (info && prefetch) {
      const url = new URL(args.request.url);
      const unitId = url.searchParams.get('unitId') || info.unitPkId || null;
      // The query cache is loaded with the signed-in pages, not in the entry chunk. A failed
      // prefetch is the page's own query error to show, not the route's.
      void import('../lib/query-client')
        .then(({ queryClient: client }) => prefetch({ client, url, unitId }))
        .catch(() => undefined);
    }
    return passed;
  };
}
