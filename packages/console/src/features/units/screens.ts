import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/unit/unitList': {
    load: () => import('../../app/routes/admin/unit-list').then((m) => m.UnitListRoute),
  },
  '/unit/unit-app-list': {
    load: () => import('../../app/routes/admin/unit-apps').then((m) => m.UnitAppListRoute),
    prefetch: ({ client, unitId }) =>
      unitId
        ? import('./api/unit-apps').then((m) =>
            client.prefetchQuery(m.unitAppsQueryOptions(unitId)),
          )
        : Promise.resolve(),
  },
  '/unit/unit-app-step-list': {
    load: () => import('../../app/routes/admin/unit-app-steps').then((m) => m.UnitAppStepListRoute),
  },
  '/unit/unit-params': {
    load: () => import('../../app/routes/admin/unit-params').then((m) => m.UnitParamsRoute),
    prefetch: ({ client, unitId }) =>
      unitId
        ? import('./api/unit-params').then((m) =>
            client.prefetchQuery(m.unitParamsQueryOptions(unitId)),
          )
        : Promise.resolve(),
  },
  '/unit/unit-box': {
    load: () => import('../../app/routes/admin/unit-box').then((m) => m.UnitBoxRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    units: typeof screens;
  }
}
