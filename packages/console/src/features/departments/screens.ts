import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/unit/manageUnit': {
    load: () => import('../../app/routes/admin/departments').then((m) => m.ManageUnitRoute),
  },
  '/unit/admin-departs': {
    load: () => import('../../app/routes/admin/departments').then((m) => m.AdminDepartsRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    departments: typeof screens;
  }
}
