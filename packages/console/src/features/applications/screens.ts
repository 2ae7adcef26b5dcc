import type { ScreenEntries, ScreenPrefetchContext } from '../../app/console-screen';

const adminApps = ({ client }: ScreenPrefetchContext) =>
  import('./api/apps').then((m) => client.prefetchQuery(m.adminAppsQueryOptions()));

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/apply/applyList': {
    load: () => import('../../app/routes/admin/applications').then((m) => m.ApplyListRoute),
    prefetch: adminApps,
  },
  '/apply/open-list': {
    load: () => import('../../app/routes/admin/applications').then((m) => m.OpenListRoute),
  },
  '/apply/open-task-list': {
    load: () => import('../../app/routes/admin/applications').then((m) => m.OpenTaskListRoute),
  },
  '/apply/resource-list': {
    load: () => import('../../app/routes/admin/applications').then((m) => m.ResourceTreeRoute),
    prefetch: adminApps,
  },
  '/apply/verification': {
    load: () => import('../../app/routes/admin/applications').then((m) => m.VerificationRoute),
    prefetch: adminApps,
  },
  '/apply/applyConfigList': {
    load: () => import('../../app/routes/admin/applications').then((m) => m.ApplyConfigListRoute),
  },
  '/apply/resourceList': {
    load: () => import('../../app/routes/admin/applications').then((m) => m.OldResourceListRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    applications: typeof screens;
  }
}
