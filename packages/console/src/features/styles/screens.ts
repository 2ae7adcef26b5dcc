import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/style/file': {
    title: 'route.style.file',
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleFileRoute),
  },
  '/style/html': {
    title: 'route.style.html',
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleHtmlRoute),
  },
  '/style/css': {
    title: 'route.style.css',
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleCssRoute),
  },
  '/style/javascript': {
    title: 'route.style.javascript',
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleJavascriptRoute),
  },
  '/style/vue': {
    title: 'route.style.vue',
    load: () => import('../../app/routes/admin/styles').then((m) => m.StyleVueRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    styles: typeof screens;
  }
}
