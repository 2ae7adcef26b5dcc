import { ADMIN_SCREEN_PATHS } from '@portico/sdk/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { SHELL_ROUTE_PREFIXES } from '../features/shell/shell-apps';
import { loadAllMessages, loadPageMessages } from '../lib/messages';
import { adminGuarded } from './admin-gate';
import { guarded } from './sso-guard';
import { CONSOLE_SCREENS } from './admin-screens';

/**
 * A route module loaded on first visit with the catalogue it shows; `name` exports the
 * component. The shell and the administration screens take the whole catalogue.
 */
function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  messages: () => Promise<void> = loadAllMessages,
) {
  return async () => {
    const [module] = await Promise.all([load(), messages()]);
    return { Component: module[name] as React.ComponentType };
  };
}

/** A signed-in page outside the shell and the administration (the launcher, errors). */
function userPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return page(load, name, loadPageMessages);
}

/** A page of the signed-out path: its texts are registered at start (lib/messages.ts). */
function bootPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as React.ComponentType });
}

/** Shell pages (product.md §2.5 "Shell routes"), each run through the sso rules. */
const shellChildren: RouteObject[] = [
  {
    path: paths.index,
    loader: guarded('index'),
    lazy: page(() => import('./routes/shell/home'), 'ShellHomeRoute'),
  },
  {
    path: paths.blank,
    loader: guarded('blank'),
    lazy: page(() => import('./routes/shell/blank'), 'BlankRoute'),
  },
  {
    path: paths.gc,
    loader: guarded('gc'),
    lazy: page(() => import('./routes/shell/gc'), 'GcRoute'),
  },
  {
    path: paths.iframe,
    loader: guarded('iframe'),
    lazy: page(() => import('./routes/shell/iframe'), 'IframeRoute'),
  },
  {
    path: paths.passwordUpdate,
    loader: guarded('password'),
    lazy: page(() => import('./routes/shell/password-update'), 'PasswordUpdateRoute'),
  },
  // The rules treat it as the password page: a signed-in page of the hub's own account.
  {
    path: paths.unitSwitch,
    loader: guarded('password'),
    lazy: page(() => import('./routes/shell/unit-switch'), 'UnitSwitchRoute'),
  },
  // Administration screens (each feature's screens.ts); explicit paths outrank `/unit/*`.
  ...ADMIN_SCREEN_PATHS.map((path) => ({
    path,
    loader: adminGuarded(path),
    lazy: page(
      () => CONSOLE_SCREENS[path].load().then((Component) => ({ Component })),
      'Component',
    ),
  })),
  // Menu paths of the §2.5 route families open in the shell until their screens have routes.
  ...SHELL_ROUTE_PREFIXES.map((prefix) => ({
    path: `${prefix}/*`,
    loader: guarded(prefix.slice(1)),
    lazy: page(() => import('./routes/shell/not-in-shell'), 'NotInShellRoute'),
  })),
];

/** History-mode routes of product.md §2.5; the root redirects to /login. */
export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.login} replace /> },
  {
    path: paths.login,
    loader: guarded('login'),
    lazy: bootPage(() => import('./routes/login'), 'LoginRoute'),
  },
  {
    path: paths.sso,
    loader: guarded('sso'),
    lazy: bootPage(() => import('./routes/sso'), 'SsoRoute'),
  },
  {
    path: paths.ssoLogout,
    loader: guarded('sso-logout'),
    lazy: bootPage(() => import('./routes/sso-logout'), 'SsoLogoutRoute'),
  },
  {
    path: paths.logout,
    loader: guarded('logout'),
    lazy: bootPage(() => import('./routes/logout'), 'LogoutRoute'),
  },
  { path: paths.forbidden, lazy: userPage(() => import('./routes/errors'), 'ForbiddenRoute') },
  { path: paths.serverError, lazy: userPage(() => import('./routes/errors'), 'ServerErrorRoute') },
  {
    path: paths.notImplemented,
    lazy: userPage(() => import('./routes/errors'), 'NotImplementedRoute'),
  },
  // Every page past sign-in, with TanStack Query loaded alongside (app/query-layout.tsx).
  {
    lazy: userPage(() => import('./query-layout'), 'QueryLayout'),
    children: [
      {
        path: paths.apps,
        loader: guarded('apps'),
        lazy: userPage(() => import('./routes/apps'), 'AppsRoute'),
      },
      {
        path: paths.newWindow,
        loader: guarded('newwindow'),
        lazy: userPage(() => import('./routes/shell/new-window'), 'NewWindowRoute'),
      },
      {
        lazy: page(() => import('./routes/shell/shell-layout'), 'ShellLayout'),
        children: shellChildren,
      },
      {
        path: paths.unsubscribeEmail,
        lazy: userPage(
          () => import('./routes/standalone/unsubscribe-email'),
          'UnsubscribeEmailRoute',
        ),
      },
      {
        path: paths.validationShuxiang,
        lazy: userPage(() => import('./routes/standalone/validation'), 'ValidationShuxiangRoute'),
      },
      {
        path: paths.validationReport,
        lazy: userPage(() => import('./routes/standalone/validation'), 'ValidationReportRoute'),
      },
      {
        path: paths.agreement,
        lazy: userPage(() => import('./routes/standalone/agreement'), 'AgreementRoute'),
      },
      {
        path: paths.updateHistory,
        lazy: userPage(() => import('./routes/standalone/update-history'), 'UpdateHistoryRoute'),
      },
    ],
  },
  { path: '*', lazy: userPage(() => import('./routes/errors'), 'NotFoundRoute') },
];

export function createRouter() {
  // Every first load runs a loader or a lazy route: the root's fallback paints meanwhile.
  return createBrowserRouter([{ HydrateFallback: PageLoading, children: routes }]);
}
