import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/user/user-list': {
    load: () => import('../../app/routes/admin/users').then((m) => m.UserListRoute),
  },
  '/user/unit-user-list': {
    load: () => import('../../app/routes/admin/users').then((m) => m.UnitUserListRoute),
  },
  '/user/userList': {
    load: () => import('../../app/routes/admin/users').then((m) => m.OldUserListRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    users: typeof screens;
  }
}
