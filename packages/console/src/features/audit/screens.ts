import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/audit/audit-trail': {
    load: () => import('../../app/routes/admin/audit-trail').then((m) => m.AuditTrailRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    audit: typeof screens;
  }
}
