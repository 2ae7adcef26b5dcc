import type { ScreenEntries } from '../../app/console-screen';

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/report/myReport': {
    load: () => import('../../app/routes/admin/reports').then((m) => m.MyReportRoute),
  },
  '/report/openReport': {
    load: () => import('../../app/routes/admin/reports').then((m) => m.OpenReportRoute),
  },
  '/report/reportCenter': {
    load: () => import('../../app/routes/admin/reports').then((m) => m.ReportCenterRoute),
  },
  '/report/daily-sign-ins': {
    load: () => import('../../app/routes/admin/reports').then((m) => m.DailySignInsRoute),
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    reports: typeof screens;
  }
}
