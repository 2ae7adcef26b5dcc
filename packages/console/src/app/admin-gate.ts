import type { MenuItem } from '@portico/sdk';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { portico } from '../lib/portico';
import { guarded } from './sso-guard';
import type { AdminScreenPath } from './routes/admin/admin-screens';

/**
 * The UC menus that open each administration screen (product.md §6 "No permission to view the
 * page."). The same identities give the server's call families (services/admin-access.ts
 * FAMILY_MENUS); screens opened from another screen (a unit's apps, parameters, box) follow the
 * menu of the screen they are opened from. A screen without a line here opens for the holders of
 * a ROUTE menu with its path (partial, so a screen added elsewhere still builds).
 */
export const SCREEN_MENUS: Partial<Record<AdminScreenPath, readonly string[]>> = {
  '/unit/unitList': ['UC_UNIT_LIST'],
  '/unit/unit-app-list': ['UC_UNIT_LIST', 'UC_OPEN_LIST'],
  '/unit/unit-app-step-list': ['UC_UNIT_LIST', 'UC_OPEN_LIST'],
  '/unit/unit-params': ['UC_UNIT_LIST', 'UC_PARAMETER_CONFIG'],
  '/unit/unit-box': ['UC_UNIT_LIST'],
  '/unit/admin-departs': ['UC_ADMIN_DEPARTS'],
  '/unit/manageUnit': ['UC_MANAGE_UNIT'],
  '/safety/ipWhite': ['UC_IP_WHITE'],
  '/safety/sms': ['UC_SMS'],
  '/safety/lockScreen': ['UC_LOCK_SCREEN'],
  '/safety/repeatLogin': ['UC_REPEAT_LOGIN'],
  '/login-limit/login-limit-list': ['UC_LOGIN_LIMIT'],
  '/login-log/admin-login-log': ['UC_ADMIN_LOGIN_LOG'],
  '/login-log/login-log': ['UC_LOGIN_LOG'],
  '/config/parameter-config': ['UC_PARAMETER_CONFIG'],
  '/config/project-config': ['UC_PROJECT_CONFIG'],
  '/config/domain-list': ['UC_DOMAIN_LIST'],
  // Brands have their menu (UC_BRANDS) and sit with the other configuration screens.
  '/code/:code': ['UC_BRANDS', 'UC_DOMAIN_LIST', 'UC_PROJECT_CONFIG'],
  '/user/user-list': ['UC_USER_LIST'],
  '/user/unit-user-list': ['UC_UNIT_USER_LIST'],
  // The old users page only says where users went; anyone with a users menu may read that.
  '/user/userList': ['UC_USER_LIST', 'UC_UNIT_USER_LIST'],
  '/role/admin-roles': ['UC_ADMIN_ROLES'],
  '/role/roleList': ['UC_ROLE_LIST'],
  '/apply/applyList': ['UC_APPLY_LIST'],
  '/apply/applyConfigList': ['UC_APP_LINKS', 'UC_APPLY_LIST'],
  '/apply/open-list': ['UC_OPEN_LIST'],
  '/apply/open-task-list': ['UC_OPEN_TASKS', 'UC_OPEN_LIST'],
  '/apply/resource-list': ['UC_RESOURCE_LIST'],
  '/apply/menu-list': ['UC_MENU_LIST', 'UC_RESOURCE_LIST'],
  '/apply/verification': ['UC_VERIFICATION'],
  '/apply/resourceList': ['UC_APPLY_LIST', 'UC_RESOURCE_LIST'],
  // The UC_REPORTS menu ('Report centre') opens the report pages; the server decides what shows.
  '/report/myReport': ['UC_REPORTS', 'UC_MY_REPORTS'],
  '/report/reportCenter': ['UC_REPORTS', 'UC_REPORT_CENTRE_ALL'],
  '/report/openReport': ['UC_REPORTS', 'UC_MY_REPORTS', 'UC_REPORT_CENTRE_ALL'],
  // The user centre's own report reads the unit's login log, as the login log screens do.
  '/report/daily-sign-ins': ['UC_LOGIN_LOG', 'UC_ADMIN_LOGIN_LOG'],
};

function holds(menus: readonly MenuItem[], test: (menu: MenuItem) => boolean): boolean {
  return menus.some((menu) => test(menu) || holds(menu.children, test));
}

/**
 * Whether the session's menu tree opens the screen: one of its menus by identity, or a ROUTE
 * menu whose path is the screen's (an installation may give the page another identity).
 */
export function mayOpenScreen(menus: readonly MenuItem[], path: AdminScreenPath): boolean {
  const identities = SCREEN_MENUS[path] ?? [];
  return holds(
    menus,
    (menu) =>
      identities.includes(menu.identity) ||
      (menu.winType === 'ROUTE' && menu.path?.split(/[?#]/)[0]?.replace(/\/+$/, '') === path),
  );
}

/**
 * The loader of an administration screen: the sso rules first (signed out goes to sign in), then
 * the menu gate. The menus are the login result's, kept with the session; the server refuses the
 * screen's calls on its own (40301), this only spares the user a page of errors.
 */
export function adminGuarded(path: AdminScreenPath) {
  const sso = guarded(path.split('/')[1]!);
  return async (args: LoaderFunctionArgs) => {
    const passed = await sso(args);
    const info = portico.session.info.value;
    if (info && !mayOpenScreen(info.menus, path)) throw redirect(paths.forbidden);
    return passed;
  };
}
