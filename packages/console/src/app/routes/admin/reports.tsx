import { MyReportsPage } from '../../../features/reports/components/my-reports-page';
import { OpenReportPage } from '../../../features/reports/components/open-report-page';
import { ReportCenterPage } from '../../../features/reports/components/report-center-page';
import { DailySignInsPage } from '../../../features/reports/sign-ins/daily-sign-ins-page';

/** /report/myReport (product.md §2.5). */
export function MyReportRoute() {
  return <MyReportsPage />;
}

/** /report/reportCenter. */
export function ReportCenterRoute() {
  return <ReportCenterPage />;
}

/** /report/openReport?code=. */
export function OpenReportRoute() {
  return <OpenReportPage />;
}

/** /report/daily-sign-ins: the user centre's own daily sign-ins report. */
export function DailySignInsRoute() {
  return <DailySignInsPage />;
}
