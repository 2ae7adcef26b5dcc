import type { MessageKey } from '../i18n/messages/catalogue';
import { CALL_FAMILIES, type CallFamily } from './call';

/**
 * The administration screens (product.md §2.5), declared once for the console and the server.
 *
 * One line per screen, keyed by its route path (React Router's `:param` syntax):
 * - `title`: the screen's title key: its heading, and the title of the demo menu that opens it,
 *   in every locale (so a menu and the page it opens never name it differently).
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
 * using it. The console adds each screen's module and prefetch in its feature's screens.ts.
 */
export interface AdminScreen {
  readonly title: MessageKey;
  readonly menu?: string;
  readonly openedFrom?: readonly string[];
  readonly families: readonly CallFamily[];
  readonly seedPath?: string;
}

export const ADMIN_SCREENS = {
  // Organisation.
  '/unit/unitList': {
    title: 'route.unit.unitList',
    menu: 'UC_UNIT_LIST',
    families: ['units', 'tags'],
  },
  '/unit/unit-app-list': {
    title: 'route.unit.unitAppList',
    openedFrom: ['UC_UNIT_LIST', 'UC_OPEN_LIST'],
    families: ['unitApps'],
  },
  '/unit/unit-app-step-list': {
    title: 'route.unit.unitAppStepList',
    openedFrom: ['UC_UNIT_LIST', 'UC_OPEN_LIST'],
    families: ['unitApps'],
  },
  '/unit/unit-params': {
    title: 'route.unit.unitParams',
    openedFrom: ['UC_UNIT_LIST', 'UC_PARAMETER_CONFIG'],
    families: ['parameters'],
  },
  '/unit/unit-box': {
    title: 'route.unit.unitBox',
    openedFrom: ['UC_UNIT_LIST'],
    families: ['units'],
  },
  '/unit/manageUnit': {
    title: 'route.unit.departments',
    menu: 'UC_MANAGE_UNIT',
    families: ['departments'],
  },
  '/unit/admin-departs': {
    title: 'route.unit.adminDeparts',
    menu: 'UC_ADMIN_DEPARTS',
    families: ['departments'],
  },
  '/user/user-list': {
    title: 'route.user.userList',
    menu: 'UC_USER_LIST',
    families: ['users', 'tags'],
  },
  '/user/unit-user-list': {
    title: 'route.user.unitUserList',
    menu: 'UC_UNIT_USER_LIST',
    families: ['users', 'tags'],
  },
  // The old users page only says where users went; anyone with a users menu may read that.
  '/user/userList': {
    title: 'route.user.userList',
    openedFrom: ['UC_USER_LIST', 'UC_UNIT_USER_LIST'],
    families: [],
  },
  '/role/roleList': { title: 'route.role.roleList', menu: 'UC_ROLE_LIST', families: ['roles'] },
  '/role/admin-roles': {
    title: 'route.role.adminRoles',
    menu: 'UC_ADMIN_ROLES',
    families: ['roles'],
  },
  // Security and login logs.
  '/safety/ipWhite': { title: 'route.safety.ipWhite', menu: 'UC_IP_WHITE', families: ['security'] },
  '/safety/sms': { title: 'route.safety.sms', menu: 'UC_SMS', families: ['security'] },
  '/safety/lockScreen': {
    title: 'route.safety.lockScreen',
    menu: 'UC_LOCK_SCREEN',
    families: ['security'],
  },
  '/safety/repeatLogin': {
    title: 'route.safety.repeatLogin',
    menu: 'UC_REPEAT_LOGIN',
    families: ['security'],
  },
  // A unit's corporate sign-in sits with its security settings: any of their menus opens it.
  '/safety/upstreamIdp': {
    title: 'oidc.upstream.title',
    openedFrom: ['UC_IP_WHITE', 'UC_SMS', 'UC_LOCK_SCREEN', 'UC_REPEAT_LOGIN'],
    families: ['security'],
  },
  '/login-limit/login-limit-list': {
    title: 'route.loginLimit',
    menu: 'UC_LOGIN_LIMIT',
    families: ['security'],
  },
  '/login-log/login-log': {
    title: 'route.loginLog.unit',
    menu: 'UC_LOGIN_LOG',
    families: ['loginLogs'],
  },
  '/login-log/admin-login-log': {
    title: 'route.loginLog.all',
    menu: 'UC_ADMIN_LOGIN_LOG',
    families: ['loginLogs'],
  },
  // Whoever reads the login logs reads the audit trail of the same units.
  '/audit/audit-trail': {
    title: 'route.audit.trail',
    menu: 'UC_AUDIT_TRAIL',
    families: ['loginLogs'],
  },
  // Styles and the UI library.
  '/style/file': { title: 'route.style.file', menu: 'UC_STYLE_FILE', families: ['styles'] },
  '/style/html': { title: 'route.style.html', menu: 'UC_STYLE_HTML', families: ['styles'] },
  '/style/css': { title: 'route.style.css', menu: 'UC_STYLE_CSS', families: ['styles'] },
  '/style/javascript': {
    title: 'route.style.javascript',
    menu: 'UC_STYLE_JAVASCRIPT',
    families: ['styles'],
  },
  '/style/vue': { title: 'route.style.vue', menu: 'UC_STYLE_VUE', families: ['styles'] },
  '/uilib/ui': { title: 'route.uilib', menu: 'UC_UILIB', families: [] },
  // Applications.
  '/apply/applyList': { title: 'route.apply.applyList', menu: 'UC_APPLY_LIST', families: ['apps'] },
  '/apply/open-list': { title: 'route.apply.openList', menu: 'UC_OPEN_LIST', families: ['apps'] },
  '/apply/open-task-list': {
    title: 'route.apply.openTaskList',
    menu: 'UC_OPEN_TASKS',
    openedFrom: ['UC_OPEN_LIST'],
    families: ['apps'],
  },
  '/apply/resource-list': {
    title: 'applications.resources.title',
    menu: 'UC_RESOURCE_LIST',
    families: ['apps'],
  },
  '/apply/menu-list': {
    title: 'menus.title',
    menu: 'UC_MENU_LIST',
    openedFrom: ['UC_RESOURCE_LIST'],
    families: ['apps'],
  },
  '/apply/verification': {
    title: 'route.apply.verification',
    menu: 'UC_VERIFICATION',
    families: ['apps'],
  },
  '/apply/applyConfigList': {
    title: 'route.apply.applyConfigList',
    menu: 'UC_APP_LINKS',
    openedFrom: ['UC_APPLY_LIST'],
    families: ['apps'],
  },
  // The old resources page only says where resources went.
  '/apply/resourceList': {
    title: 'route.apply.resourceList',
    openedFrom: ['UC_APPLY_LIST', 'UC_RESOURCE_LIST'],
    families: [],
  },
  // Configuration and translations.
  '/config/domain-list': {
    title: 'route.config.domainList',
    menu: 'UC_DOMAIN_LIST',
    families: ['config'],
  },
  '/config/project-config': {
    title: 'route.config.projectConfig',
    menu: 'UC_PROJECT_CONFIG',
    families: ['config'],
  },
  '/config/parameter-config': {
    title: 'route.config.parameterConfig',
    menu: 'UC_PARAMETER_CONFIG',
    families: ['parameters', 'config'],
  },
  '/config/translations': {
    title: 'kvAdmin.title',
    menu: 'UC_KV_TRANSLATIONS',
    families: ['translations'],
  },
  // Brands sit with the other configuration screens.
  '/code/:code': {
    title: 'route.code',
    menu: 'UC_BRANDS',
    openedFrom: ['UC_DOMAIN_LIST', 'UC_PROJECT_CONFIG'],
    families: ['config'],
    seedPath: '/code/list',
  },
  // Reports: the report pages a user's UC_REPORTS menu (Report centre) opens call no family
  // (the server decides what shows); every report of a unit is for administrators of its apps.
  '/report/myReport': {
    title: 'route.report.myReport',
    menu: 'UC_MY_REPORTS',
    openedFrom: ['UC_REPORTS'],
    families: [],
  },
  '/report/openReport': {
    title: 'route.report.openReport',
    openedFrom: ['UC_REPORTS', 'UC_MY_REPORTS', 'UC_REPORT_CENTRE_ALL'],
    families: [],
  },
  '/report/reportCenter': {
    title: 'route.report.reportCenter',
    menu: 'UC_REPORT_CENTRE_ALL',
    openedFrom: ['UC_APPLY_LIST', 'UC_RESOURCE_LIST'],
    families: ['reports'],
  },
  // The user centre's own report reads the unit's login log, as the login log screens do.
  '/report/daily-sign-ins': {
    title: 'reports.signIns.title',
    openedFrom: ['UC_LOGIN_LOG', 'UC_ADMIN_LOGIN_LOG'],
    families: ['loginLogs'],
  },
  // Messages: compose and send; the published list with each message's read report, which a
  // publisher opens too (editing, withdrawing and reminding there need the publish right).
  '/message/publish': {
    title: 'route.message.publish',
    menu: 'UC_MESSAGE_PUBLISH',
    families: ['messages', 'messageReports'],
  },
  '/message/published': {
    title: 'route.message.published',
    menu: 'UC_MESSAGE_PUBLISHED',
    openedFrom: ['UC_MESSAGE_PUBLISH'],
    families: ['messageReports'],
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
