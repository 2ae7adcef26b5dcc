import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/config/domain-list': {
    load: () => import('../../app/routes/admin/parameters').then((m) => m.DomainListRoute),
  },
  '/config/project-config': {
    load: () => import('../../app/routes/admin/parameters').then((m) => m.ProjectConfigRoute),
    prefetch: ({ client }) =>
      import('./api/project-config').then((m) =>
        client.prefetchQuery(m.projectConfigQueryOptions()),
      ),
  },
  '/config/parameter-config': {
    load: () => import('../../app/routes/admin/parameters').then((m) => m.ParameterConfigRoute),
  },
  '/code/:code': {
    load: () => import('../../app/routes/admin/brands').then((m) => m.BrandRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    config: typeof screens;
  }
}
