import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/role/roleList': {
    load: () => import('../../app/routes/admin/roles').then((m) => m.RoleListRoute),
  },
  '/role/admin-roles': {
    load: () => import('../../app/routes/admin/roles').then((m) => m.AdminRolesRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    roles: typeof screens;
  }
}
