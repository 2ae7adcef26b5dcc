import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/config/translations': {
    load: () => import('../../app/routes/admin/translations').then((m) => m.TranslationsRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    translations: typeof screens;
  }
}
