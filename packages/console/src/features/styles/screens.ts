import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/style/file': {
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleFileRoute),
  },
  '/style/html': {
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleHtmlRoute),
  },
  '/style/css': {
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleCssRoute),
  },
  '/style/javascript': {
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleJavascriptRoute),
  },
  '/style/vue': {
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleVueRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    styles: typeof screens;
  }
}
