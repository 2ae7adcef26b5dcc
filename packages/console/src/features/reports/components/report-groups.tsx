import type { ReportGroup, ReportNode } from '@portico/sdk/contract';
import { Link } from 'react-router';
import { Icon } from '@portico/elements/ui';
import { adminHref } from '../../../components/admin/admin-paths';
import { Panel } from '../../../components/admin/admin-page';
import { dataLabel } from '../../../lib/data-label';
import { useT } from '../../../lib/use-t';

/** Reports grouped by app: folders as headings, reports with an address as links to open. */
export function ReportGroups({
  groups,
  loading,
  error,
  empty,
}: {
  groups: readonly ReportGroup[] | undefined;
  loading: boolean;
  error: string | null;
  empty: string;
}) {
  const t = useT();
  if (error) {
    return (
      <p
        role="alert"
        className="rounded border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-700"
      >
        {error}
      </p>
    );
  }
  if (loading && !groups) {
    return (
      <p role="status" className="text-xs text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  if (!groups?.length) {
    return (
      <p className="rounded bg-white p-4 text-xs text-slate-600 ring-1 ring-slate-200">{empty}</p>
    );
  }
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((group) => (
        <Panel key={group.appCode} label={dataLabel('app', group.appCode, group.appName)}>
          <h2 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
            <Icon name="apps" className="size-4 text-brand-600" />
            {dataLabel('app', group.appCode, group.appName)}
            <span className="text-xs font-normal text-slate-500">{group.appCode}</span>
          </h2>
          <ReportList nodes={group.reports} appCode={group.appCode} />
        </Panel>
      ))}
    </div>
  );
}

function ReportList({ nodes, appCode }: { nodes: readonly ReportNode[]; appCode: string }) {
  const t = useT();
  return (
    <ul className="grid gap-0.5 text-xs">
      {nodes.map((node) => (
        <li key={node.id}>
          {node.url ? (
            <Link
              to={adminHref('/report/openReport', { code: node.code, appCode })}
              className="flex items-center gap-1.5 rounded px-1.5 py-1 text-brand-700 hover:bg-brand-50 hover:underline"
            >
              <Icon name="list" className="size-3.5 text-slate-400" />
              {dataLabel('report', node.code, node.name)}
            </Link>
          ) : (
            <span className="flex items-center gap-1.5 px-1.5 py-1 text-slate-700">
              <Icon name="folder" className="size-3.5 text-slate-400" />
              {dataLabel('report', node.code, node.name)}
              {node.children.length === 0 && (
                <span className="text-slate-500">{t('reports.noAddress')}</span>
              )}
            </span>
          )}
          {node.children.length > 0 && (
            <div className="ml-4 border-l border-slate-200 pl-1">
              <ReportList nodes={node.children} appCode={appCode} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
