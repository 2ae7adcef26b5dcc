import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/uilib/ui': {
    load: () => import('../../app/routes/admin/uilib').then((m) => m.UilibRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    uilib: typeof screens;
  }
}
