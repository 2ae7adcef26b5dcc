import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/login-log/login-log': {
    load: () => import('../../app/routes/admin/login-logs').then((m) => m.UnitLoginLogRoute),
  },
  '/login-log/admin-login-log': {
    load: () => import('../../app/routes/admin/login-logs').then((m) => m.AdminLoginLogRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    'login-logs': typeof screens;
  }
}
