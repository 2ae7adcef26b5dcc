import type { MessageKey } from '@portico/sdk';
import type { AdminScreenPath } from '@portico/sdk/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a screen's prefetch knows when its route starts loading. */
export interface ScreenPrefetchContext {
  client: QueryClient;
  url: URL;
  /** The unit the screen opens on: the URL's `unitId`, else the session's unit; null signed out. */
  unitId: string | null;
}

/**
 * The console's half of an administration screen; the other half (path, menus, call families) is
 * `ADMIN_SCREENS` in `@portico/sdk/contract`, shared with the server.
 * - `title`: the screen's title key (its heading, the tab and the breadcrumb read the same).
 * - `load`: the route module, a chunk of its own loaded on the first visit.
 * - `prefetch`: starts the screen's first query with the feature's own query options while the
 *   module loads, so the page renders with its data instead of a spinner.
 */
export interface ConsoleScreen {
  title: MessageKey;
  load: () => Promise<ComponentType>;
  prefetch?: (context: ScreenPrefetchContext) => Promise<unknown>;
}

const securitySettings = ({ client, unitId }: ScreenPrefetchContext) =>
  unitId
    ? import('../features/security/api/security-settings').then((m) =>
        client.prefetchQuery(m.securitySettingsQueryOptions(unitId)),
      )
    : Promise.resolve();
const adminApps = ({ client }: ScreenPrefetchContext) =>
  import('../features/applications/api/apps').then((m) =>
    client.prefetchQuery(m.adminAppsQueryOptions()),
  );

/**
 * Every administration screen of the console, one line each: adding a screen is a line in
 * `ADMIN_SCREENS` (sdk contract/screens.ts), a line here and its feature folder. The router,
 * the menu gate and the links between screens all read these two tables.
 */
export const CONSOLE_SCREENS = {
  '/unit/unitList': {
    title: 'route.unit.unitList',
    load: () => import('./routes/admin/unit-list').then((m) => m.UnitListRoute),
  },
  '/unit/unit-app-list': {
    title: 'route.unit.unitAppList',
    load: () => import('./routes/admin/unit-apps').then((m) => m.UnitAppListRoute),
    prefetch: ({ client, unitId }) =>
      unitId
        ? import('../features/units/api/unit-apps').then((m) =>
            client.prefetchQuery(m.unitAppsQueryOptions(unitId)),
          )
        : Promise.resolve(),
  },
  '/unit/unit-app-step-list': {
    title: 'route.unit.unitAppStepList',
    load: () => import('./routes/admin/unit-app-steps').then((m) => m.UnitAppStepListRoute),
  },
  '/unit/unit-params': {
    title: 'route.unit.unitParams',
    load: () => import('./routes/admin/unit-params').then((m) => m.UnitParamsRoute),
    prefetch: ({ client, unitId }) =>
      unitId
        ? import('../features/units/api/unit-params').then((m) =>
            client.prefetchQuery(m.unitParamsQueryOptions(unitId)),
          )
        : Promise.resolve(),
  },
  '/unit/unit-box': {
    title: 'route.unit.unitBox',
    load: () => import('./routes/admin/unit-box').then((m) => m.UnitBoxRoute),
  },
  '/unit/manageUnit': {
    title: 'route.unit.departments',
    load: () => import('./routes/admin/departments').then((m) => m.ManageUnitRoute),
  },
  '/unit/admin-departs': {
    title: 'route.unit.departments',
    load: () => import('./routes/admin/departments').then((m) => m.AdminDepartsRoute),
  },
  '/user/user-list': {
    title: 'route.user.userList',
    load: () => import('./routes/admin/users').then((m) => m.UserListRoute),
  },
  '/user/unit-user-list': {
    title: 'route.user.unitUserList',
    load: () => import('./routes/admin/users').then((m) => m.UnitUserListRoute),
  },
  '/user/userList': {
    title: 'route.user.userList',
    load: () => import('./routes/admin/users').then((m) => m.OldUserListRoute),
  },
  '/role/roleList': {
    title: 'route.role.roles',
    load: () => import('./routes/admin/roles').then((m) => m.RoleListRoute),
  },
  '/role/admin-roles': {
    title: 'route.role.roles',
    load: () => import('./routes/admin/roles').then((m) => m.AdminRolesRoute),
  },
  '/safety/ipWhite': {
    title: 'route.safety.ipWhite',
    load: () => import('./routes/admin/security').then((m) => m.IpWhiteRoute),
    prefetch: securitySettings,
  },
  '/safety/sms': {
    title: 'route.safety.sms',
    load: () => import('./routes/admin/security').then((m) => m.SmsRoute),
    prefetch: securitySettings,
  },
  '/safety/lockScreen': {
    title: 'route.safety.lockScreen',
    load: () => import('./routes/admin/security').then((m) => m.LockScreenRoute),
    prefetch: securitySettings,
  },
  '/safety/repeatLogin': {
    title: 'route.safety.repeatLogin',
    load: () => import('./routes/admin/security').then((m) => m.RepeatLoginRoute),
    prefetch: securitySettings,
  },
  '/safety/upstreamIdp': {
    title: 'oidc.upstream.title',
    load: () => import('../features/oidc').then((m) => m.UpstreamIdpPage),
  },
  '/login-limit/login-limit-list': {
    title: 'route.loginLimit',
    load: () => import('./routes/admin/security').then((m) => m.LoginLimitListRoute),
    prefetch: securitySettings,
  },
  '/login-log/login-log': {
    title: 'route.loginLog.unit',
    load: () => import('./routes/admin/login-logs').then((m) => m.UnitLoginLogRoute),
  },
  '/login-log/admin-login-log': {
    title: 'route.loginLog.all',
    load: () => import('./routes/admin/login-logs').then((m) => m.AdminLoginLogRoute),
  },
  '/style/file': {
    title: 'route.style.file',
    load: () => import('./routes/admin/styles').then((m) => m.StyleFileRoute),
  },
  '/style/html': {
    title: 'route.style.html',
    load: () => import('./routes/admin/styles').then((m) => m.StyleHtmlRoute),
  },
  '/style/css': {
    title: 'route.style.css',
    load: () => import('./routes/admin/styles').then((m) => m.StyleCssRoute),
  },
  '/style/javascript': {
    title: 'route.style.javascript',
    load: () => import('./routes/admin/styles').then((m) => m.StyleJavascriptRoute),
  },
  '/style/vue': {
    title: 'route.style.vue',
    load: () => import('./routes/admin/styles').then((m) => m.StyleVueRoute),
  },
  '/uilib/ui': {
    title: 'route.uilib',
    load: () => import('./routes/admin/uilib').then((m) => m.UilibRoute),
  },
  '/apply/applyList': {
    title: 'route.apply.applyList',
    load: () => import('./routes/admin/applications').then((m) => m.ApplyListRoute),
    prefetch: adminApps,
  },
  '/apply/open-list': {
    title: 'route.apply.openList',
    load: () => import('./routes/admin/applications').then((m) => m.OpenListRoute),
  },
  '/apply/open-task-list': {
    title: 'route.apply.openTaskList',
    load: () => import('./routes/admin/applications').then((m) => m.OpenTaskListRoute),
  },
  '/apply/resource-list': {
    title: 'applications.resources.title',
    load: () => import('./routes/admin/applications').then((m) => m.ResourceTreeRoute),
    prefetch: adminApps,
  },
  '/apply/menu-list': {
    title: 'menus.title',
    load: () => import('./routes/admin/menus').then((m) => m.MenuListRoute),
  },
  '/apply/verification': {
    title: 'route.apply.verification',
    load: () => import('./routes/admin/applications').then((m) => m.VerificationRoute),
    prefetch: adminApps,
  },
  '/apply/applyConfigList': {
    title: 'route.apply.applyConfigList',
    load: () => import('./routes/admin/applications').then((m) => m.ApplyConfigListRoute),
  },
  '/apply/resourceList': {
    title: 'route.apply.resourceList',
    load: () => import('./routes/admin/applications').then((m) => m.OldResourceListRoute),
  },
  '/config/domain-list': {
    title: 'route.config.domainList',
    load: () => import('./routes/admin/parameters').then((m) => m.DomainListRoute),
  },
  '/config/project-config': {
    title: 'route.config.projectConfig',
    load: () => import('./routes/admin/parameters').then((m) => m.ProjectConfigRoute),
    prefetch: ({ client }) =>
      import('../features/config/api/project-config').then((m) =>
        client.prefetchQuery(m.projectConfigQueryOptions()),
      ),
  },
  '/config/parameter-config': {
    title: 'route.config.parameterConfig',
    load: () => import('./routes/admin/parameters').then((m) => m.ParameterConfigRoute),
  },
  '/config/translations': {
    title: 'kvAdmin.title',
    load: () => import('./routes/admin/translations').then((m) => m.TranslationsRoute),
  },
  '/code/:code': {
    title: 'route.code',
    load: () => import('./routes/admin/brands').then((m) => m.BrandRoute),
  },
  '/report/myReport': {
    title: 'route.report.myReport',
    load: () => import('./routes/admin/reports').then((m) => m.MyReportRoute),
  },
  '/report/openReport': {
    title: 'route.report.openReport',
    load: () => import('./routes/admin/reports').then((m) => m.OpenReportRoute),
  },
  '/report/reportCenter': {
    title: 'route.report.reportCenter',
    load: () => import('./routes/admin/reports').then((m) => m.ReportCenterRoute),
  },
  '/report/daily-sign-ins': {
    title: 'reports.signIns.title',
    load: () => import('./routes/admin/reports').then((m) => m.DailySignInsRoute),
  },
} satisfies Record<AdminScreenPath, ConsoleScreen>;
