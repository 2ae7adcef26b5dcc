import type { ComponentType } from 'react';

/**
 * The administration screens by route path. The router's entry chunk names only the paths and
 * this small module; each screen stays a chunk of its own, loaded on its first visit. Adding a
 * screen adds a line here and its path in router.tsx.
 */
const SCREENS = {
  '/unit/unitList': () => import('./unit-list').then((m) => m.UnitListRoute),
  '/unit/unit-app-list': () => import('./unit-apps').then((m) => m.UnitAppListRoute),
  '/unit/unit-app-step-list': () => import('./unit-app-steps').then((m) => m.UnitAppStepListRoute),
  '/unit/unit-params': () => import('./unit-params').then((m) => m.UnitParamsRoute),
  '/unit/unit-box': () => import('./unit-box').then((m) => m.UnitBoxRoute),
  '/unit/admin-departs': () => import('./departments').then((m) => m.AdminDepartsRoute),
  '/unit/manageUnit': () => import('./departments').then((m) => m.ManageUnitRoute),
  '/safety/ipWhite': () => import('./security').then((m) => m.IpWhiteRoute),
  '/safety/sms': () => import('./security').then((m) => m.SmsRoute),
  '/safety/lockScreen': () => import('./security').then((m) => m.LockScreenRoute),
  '/safety/repeatLogin': () => import('./security').then((m) => m.RepeatLoginRoute),
  '/login-limit/login-limit-list': () => import('./security').then((m) => m.LoginLimitListRoute),
  '/login-log/admin-login-log': () => import('./login-logs').then((m) => m.AdminLoginLogRoute),
  '/login-log/login-log': () => import('./login-logs').then((m) => m.UnitLoginLogRoute),
  '/config/parameter-config': () => import('./parameters').then((m) => m.ParameterConfigRoute),
  '/config/project-config': () => import('./parameters').then((m) => m.ProjectConfigRoute),
  '/config/domain-list': () => import('./parameters').then((m) => m.DomainListRoute),
  '/code/:code': () => import('./brands').then((m) => m.BrandRoute),
  '/user/user-list': () => import('./users').then((m) => m.UserListRoute),
  '/user/unit-user-list': () => import('./users').then((m) => m.UnitUserListRoute),
  '/user/userList': () => import('./users').then((m) => m.OldUserListRoute),
  '/role/admin-roles': () => import('./roles').then((m) => m.AdminRolesRoute),
  '/role/roleList': () => import('./roles').then((m) => m.RoleListRoute),
  '/style/file': () => import('./styles').then((m) => m.StyleFileRoute),
  '/style/html': () => import('./styles').then((m) => m.StyleHtmlRoute),
  '/style/css': () => import('./styles').then((m) => m.StyleCssRoute),
  '/style/javascript': () => import('./styles').then((m) => m.StyleJavascriptRoute),
  '/style/vue': () => import('./styles').then((m) => m.StyleVueRoute),
  '/uilib/ui': () => import('./uilib').then((m) => m.UilibRoute),
  '/config/translations': () => import('./translations').then((m) => m.TranslationsRoute),
  '/apply/applyList': () => import('./applications').then((m) => m.ApplyListRoute),
  '/apply/applyConfigList': () => import('./applications').then((m) => m.ApplyConfigListRoute),
  '/apply/open-list': () => import('./applications').then((m) => m.OpenListRoute),
  '/apply/open-task-list': () => import('./applications').then((m) => m.OpenTaskListRoute),
  '/apply/resource-list': () => import('./applications').then((m) => m.ResourceTreeRoute),
  '/apply/menu-list': () => import('./menus').then((m) => m.MenuListRoute),
  '/apply/verification': () => import('./applications').then((m) => m.VerificationRoute),
  '/apply/resourceList': () => import('./applications').then((m) => m.OldResourceListRoute),
  '/report/myReport': () => import('./reports').then((m) => m.MyReportRoute),
  '/report/reportCenter': () => import('./reports').then((m) => m.ReportCenterRoute),
  '/report/openReport': () => import('./reports').then((m) => m.OpenReportRoute),
  '/report/daily-sign-ins': () => import('./reports').then((m) => m.DailySignInsRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminScreenPath = keyof typeof SCREENS;

/** The route module of a screen, as React Router's `lazy` wants it. */
export async function loadAdminScreen(
  path: AdminScreenPath,
): Promise<{ Component: ComponentType }> {
  return { Component: await SCREENS[path]() };
}
