import { CALL_FAMILIES, type CallFamily } from './call';

/**
 * The administration screens (product.md §2.5), declared once for the console and the server.
 *
 * One line per screen, keyed by its route path (React Router's `:param` syntax):
 * - `menu`: the screen's own UC menu identity. The demo seed gives it a ROUTE menu with this
 *   identity and the screen's path (`seedPath` when the path has a parameter), so the screen is
 *   reachable from the menus by whoever holds it.
 * - `openedFrom`: the menus of the screens it is opened from (a unit's apps from the unit list);
 *   their holders open it too.
 * - `families`: the call families (calls/*.ts `family`) the screen uses.
 *
 * From this table the console's gate opens a screen for the holders of `menu` or `openedFrom`
 * (console app/admin-gate.ts), and the server lets the holders of those same menus make the calls
 * of `families` (server modules/access/admin-access.ts FAMILY_MENUS = familyMenus()). So whoever may
 * open a screen may make its calls, and a family is granted to no menu that opens no screen
 * using it. The console adds each screen's title, module and prefetch in its feature's screens.ts.
 */
export interface AdminScreen {
  readonly menu?: string;
  readonly openedFrom?: readonly string[];
  readonly families: readonly CallFamily[];
  readonly seedPath?: string;
}

export const ADMIN_SCREENS = {
  // Organisation.
  '/unit/unitList': { menu: 'UC_UNIT_LIST', families: ['units', 'tags'] },
  '/unit/unit-app-list': { openedFrom: ['UC_UNIT_LIST', 'UC_OPEN_LIST'], families: ['unitApps'] },
  '/unit/unit-app-step-list': {
    openedFrom: ['UC_UNIT_LIST', 'UC_OPEN_LIST'],
    families: ['unitApps'],
  },
  '/unit/unit-params': {
    openedFrom: ['UC_UNIT_LIST', 'UC_PARAMETER_CONFIG'],
    families: ['parameters'],
  },
  '/unit/unit-box': { openedFrom: ['UC_UNIT_LIST'], families: ['units'] },
  '/unit/manageUnit': { menu: 'UC_MANAGE_UNIT', families: ['departments'] },
  '/unit/admin-departs': { menu: 'UC_ADMIN_DEPARTS', families: ['departments'] },
  '/user/user-list': { menu: 'UC_USER_LIST', families: ['users', 'tags'] },
  '/user/unit-user-list': { menu: 'UC_UNIT_USER_LIST', families: ['users', 'tags'] },
  // The old users page only says where users went; anyone with a users menu may read that.
  '/user/userList': { openedFrom: ['UC_USER_LIST', 'UC_UNIT_USER_LIST'], families: [] },
  '/role/roleList': { menu: 'UC_ROLE_LIST', families: ['roles'] },
  '/role/admin-roles': { menu: 'UC_ADMIN_ROLES', families: ['roles'] },
  // Security and login logs.
  '/safety/ipWhite': { menu: 'UC_IP_WHITE', families: ['security'] },
  '/safety/sms': { menu: 'UC_SMS', families: ['security'] },
  '/safety/lockScreen': { menu: 'UC_LOCK_SCREEN', families: ['security'] },
  '/safety/repeatLogin': { menu: 'UC_REPEAT_LOGIN', families: ['security'] },
  // A unit's corporate sign-in sits with its security settings: any of their menus opens it.
  '/safety/upstreamIdp': {
    openedFrom: ['UC_IP_WHITE', 'UC_SMS', 'UC_LOCK_SCREEN', 'UC_REPEAT_LOGIN'],
    families: ['security'],
  },
  '/login-limit/login-limit-list': { menu: 'UC_LOGIN_LIMIT', families: ['security'] },
  '/login-log/login-log': { menu: 'UC_LOGIN_LOG', families: ['loginLogs'] },
  '/login-log/admin-login-log': { menu: 'UC_ADMIN_LOGIN_LOG', families: ['loginLogs'] },
  // Whoever reads the login logs reads the audit trail of the same units.
  '/audit/audit-trail': { menu: 'UC_AUDIT_TRAIL', families: ['loginLogs'] },
  // Styles and the UI library.
  '/style/file': { menu: 'UC_STYLE_FILE', families: ['styles'] },
  '/style/html': { menu: 'UC_STYLE_HTML', families: ['styles'] },
  '/style/css': { menu: 'UC_STYLE_CSS', families: ['styles'] },
  '/style/javascript': { menu: 'UC_STYLE_JAVASCRIPT', families: ['styles'] },
  '/style/vue': { menu: 'UC_STYLE_VUE', families: ['styles'] },
  '/uilib/ui': { menu: 'UC_UILIB', families: [] },
  // Applications.
  '/apply/applyList': { menu: 'UC_APPLY_LIST', families: ['apps'] },
  '/apply/open-list': { menu: 'UC_OPEN_LIST', families: ['apps'] },
  '/apply/open-task-list': {
    menu: 'UC_OPEN_TASKS',
    openedFrom: ['UC_OPEN_LIST'],
    families: ['apps'],
  },
  '/apply/resource-list': { menu: 'UC_RESOURCE_LIST', families: ['apps'] },
  '/apply/menu-list': {
    menu: 'UC_MENU_LIST',
    openedFrom: ['UC_RESOURCE_LIST'],
    families: ['apps'],
  },
  '/apply/verification': { menu: 'UC_VERIFICATION', families: ['apps'] },
  '/apply/applyConfigList': {
    menu: 'UC_APP_LINKS',
    openedFrom: ['UC_APPLY_LIST'],
    families: ['apps'],
  },
  // The old resources page only says where resources went.
  '/apply/resourceList': { openedFrom: ['UC_APPLY_LIST', 'UC_RESOURCE_LIST'], families: [] },
  // Configuration and translations.
  '/config/domain-list': { menu: 'UC_DOMAIN_LIST', families: ['config'] },
  '/config/project-config': { menu: 'UC_PROJECT_CONFIG', families: ['config'] },
  '/config/parameter-config': { menu: 'UC_PARAMETER_CONFIG', families: ['parameters', 'config'] },
  '/config/translations': { menu: 'UC_KV_TRANSLATIONS', families: ['translations'] },
  // Brands sit with the other configuration screens.
  '/code/:code': {
    menu: 'UC_BRANDS',
    openedFrom: ['UC_DOMAIN_LIST', 'UC_PROJECT_CONFIG'],
    families: ['config'],
    seedPath: '/code/list',
  },
  // Reports: the report pages a user's UC_REPORTS menu (Report centre) opens call no family
  // (the server decides what shows); every report of a unit is for administrators of its apps.
  '/report/myReport': { menu: 'UC_MY_REPORTS', openedFrom: ['UC_REPORTS'], families: [] },
  '/report/openReport': {
    openedFrom: ['UC_REPORTS', 'UC_MY_REPORTS', 'UC_REPORT_CENTRE_ALL'],
    families: [],
  },
  '/report/reportCenter': {
    menu: 'UC_REPORT_CENTRE_ALL',
    openedFrom: ['UC_APPLY_LIST', 'UC_RESOURCE_LIST'],
    families: ['reports'],
  },
  // The user centre's own report reads the unit's login log, as the login log screens do.
  '/report/daily-sign-ins': {
    openedFrom: ['UC_LOGIN_LOG', 'UC_ADMIN_LOGIN_LOG'],
    families: ['loginLogs'],
  },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenPath = keyof typeof ADMIN_SCREENS;

export const ADMIN_SCREEN_PATHS = Object.keys(ADMIN_SCREENS) as AdminScreenPath[];

/** The route families of the screens (`/unit`, `/user`…): each first path segment, once. */
export const ADMIN_ROUTE_FAMILIES: readonly string[] = [
  ...new Set(ADMIN_SCREEN_PATHS.map((path) => `/${path.split('/')[1]}`)),
];

/** The menus whose holders open a screen: its own, then those of the screens it is opened from. */
export function screenMenus(path: AdminScreenPath): readonly string[] {
  const screen: AdminScreen = ADMIN_SCREENS[path];
  return [...(screen.menu ? [screen.menu] : []), ...(screen.openedFrom ?? [])];
}

/** Each family's menus: those of every screen using the family, in declaration order, once. */
export function familyMenus(): Record<CallFamily, readonly string[]> {
  const out = Object.fromEntries(CALL_FAMILIES.map((f) => [f, [] as string[]])) as Record<
    CallFamily,
    string[]
  >;
  for (const path of ADMIN_SCREEN_PATHS) {
    const screen: AdminScreen = ADMIN_SCREENS[path];
    for (const family of screen.families) {
      for (const menu of screenMenus(path)) if (!out[family].includes(menu)) out[family].push(menu);
    }
  }
  return out;
}
