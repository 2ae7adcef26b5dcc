import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { adminHref } from '../../../components/admin/admin-paths';
import { useT } from '../../../lib/use-t';
import { useOpenReport } from '../api/reports';

/**
 * /report/openReport?code= (product.md §2.5): asks the server whether the user may open the
 * report; if so the report opens in the shell's frame (/iframe?url=), otherwise the page says
 * 'No permission to view the page.'.
 */
export function OpenReportPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const report = useOpenReport(code);
  const url = report.data?.url;

  useEffect(() => {
    if (url) void navigate(`/iframe?${new URLSearchParams({ url })}`, { replace: true });
  }, [url, navigate]);

  const refused = !code || report.isError;
  return (
    <AdminPage title={t('reports.open.title')}>
      {refused ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded border border-amber-200 bg-amber-50 p-4 text-sm text-amber-800"
        >
          <p>{t(code ? 'sso.noPermission' : 'reports.open.noCode')}</p>
          <Link
            to={adminHref('/report/myReport')}
            className="text-xs text-brand-700 hover:underline"
          >
            {t('reports.open.back')}
          </Link>
        </div>
      ) : (
        <p role="status" className="text-xs text-slate-500">
          {t('reports.open.opening')}
        </p>
      )}
    </AdminPage>
  );
}
