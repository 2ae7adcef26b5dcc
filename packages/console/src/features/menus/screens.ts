import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/apply/menu-list': {
    load: () => import('../../app/routes/admin/menus').then((m) => m.MenuListRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    menus: typeof screens;
  }
}
