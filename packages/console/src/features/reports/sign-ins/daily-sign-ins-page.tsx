import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { useT } from '../../../lib/use-t';
import { useDailySignIns } from './use-daily-sign-ins';

/**
 * /report/daily-sign-ins: the user centre's own report 'Daily sign-ins' (UC_RPT_LOGIN_DAILY),
 * successful and failed sign-ins of the session unit over the last seven days.
 */
export function DailySignInsPage() {
  const t = useT();
  const days = useDailySignIns();
  return (
    <AdminPage title={t('reports.signIns.title')} subtitle={t('reports.signIns.hint')}>
      <Panel label={t('reports.signIns.title')}>
        {days.isError ? (
          <p role="alert" className="text-xs text-red-700">
            {days.error.message}
          </p>
        ) : !days.data ? (
          <p role="status" className="text-xs text-slate-500">
            {t('common.loading')}
          </p>
        ) : (
          <table className="w-full max-w-xl text-left text-xs" data-testid="daily-sign-ins">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1.5 font-medium">{t('reports.signIns.day')}</th>
                <th className="py-1.5 text-right font-medium">{t('reports.signIns.success')}</th>
                <th className="py-1.5 text-right font-medium">{t('reports.signIns.failure')}</th>
              </tr>
            </thead>
            <tbody>
              {days.data.map((row) => (
                <tr key={row.day} className="border-t border-slate-100">
                  <td className="py-1.5 text-slate-800">{row.day}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.success}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.failure}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </AdminPage>
  );
}
