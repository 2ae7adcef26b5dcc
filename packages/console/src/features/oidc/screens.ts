import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/safety/upstreamIdp': {
    load: () => import('./index').then((m) => m.UpstreamIdpPage),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    oidc: typeof screens;
  }
}
