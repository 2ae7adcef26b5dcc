import { AdminPage } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';
import { useMyReports } from '../api/reports';
import { ReportGroups } from './report-groups';

/** /report/myReport (product.md §2.5): the reports the signed-in user may open, by app. */
export function MyReportsPage() {
  const t = useT();
  const reports = useMyReports();
  return (
    <AdminPage title={t('route.report.myReport')} subtitle={t('reports.mine.hint')}>
      <ReportGroups
        groups={reports.data}
        loading={reports.isFetching}
        error={reports.isError ? reports.error.message : null}
        empty={t('reports.mine.empty')}
      />
    </AdminPage>
  );
}
