import { AdminPage } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';
import { UnitPicker, useChosenUnit } from '../../applications';
import { useReportCenter } from '../api/reports';
import { ReportGroups } from './report-groups';

/**
 * /report/reportCenter (product.md §2.5): for administrators, every report of the applications a
 * unit opened, grouped by application.
 */
export function ReportCenterPage() {
  const t = useT();
  const [unit, setUnit] = useChosenUnit();
  const reports = useReportCenter(unit?.id ?? null);
  return (
    <AdminPage title={t('route.report.reportCenter')} subtitle={t('reports.center.hint')}>
      <UnitPicker value={unit} onChange={setUnit} />
      <ReportGroups
        groups={reports.data}
        loading={reports.isFetching}
        error={reports.isError ? reports.error.message : null}
        empty={t('reports.center.empty')}
      />
    </AdminPage>
  );
}
