import { Badge } from '@portico/elements/ui';
import type { OpenListRow } from '@portico/sdk/contract';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { adminHref } from '../../../components/admin/admin-paths';
import { PagedTable } from '../../../components/admin/paged-table';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { useT } from '../../../lib/use-t';
import { fetchOpenList, OPEN_LIST_KEY } from '../api/openings';
import { OpeningFilters, useOpeningFilters } from './opening-filters';

/**
 * /apply/open-list (product.md §2.5): which units opened which applications, across the units the
 * caller administers, with the progress of each opening's steps.
 */
export function OpenListPage() {
  const t = useT();
  const filters = useOpeningFilters();
  const list = usePagedList<OpenListRow, { unitId: string; appCode: string }>({
    queryKey: OPEN_LIST_KEY,
    fetchPage: fetchOpenList,
    initialFilters: { unitId: '', appCode: '' },
  });
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    list.search(filters.query());
  };

  const columns: Column<OpenListRow>[] = [
    { key: 'unitCode', header: t('applications.unitCode'), width: '7rem' },
    { key: 'unitName', header: t('applications.unitName') },
    {
      key: 'app',
      header: t('applications.app'),
      cell: (row) => `${row.appName} (${row.appCode})`,
    },
    {
      key: 'enabled',
      header: t('applications.open.state'),
      width: '6rem',
      cell: (row) => (
        <Badge tone={row.enabled ? 'success' : 'neutral'}>
          {t(row.enabled ? 'applications.open.opened' : 'applications.open.closed')}
        </Badge>
      ),
    },
    {
      key: 'steps',
      header: t('applications.open.steps'),
      width: '12rem',
      cell: (row) =>
        row.steps.total === 0 ? (
          <span className="text-slate-500">{t('applications.open.noSteps')}</span>
        ) : (
          <Link
            to={adminHref('/apply/open-task-list', { unitId: row.unitId, appCode: row.appCode })}
            className="text-brand-700 hover:underline"
          >
            {t('applications.open.progress', {
              done: row.steps.done,
              total: row.steps.total,
              failed: row.steps.failed,
            })}
          </Link>
        ),
    },
  ];

  return (
    <AdminPage title={t('route.apply.openList')} subtitle={t('applications.open.hint')}>
      <OpeningFilters filters={filters} onSearch={search} />
      <PagedTable
        label={t('route.apply.openList')}
        columns={columns}
        rowKey={(row) => `${row.unitId}/${row.appCode}`}
        list={list}
      />
    </AdminPage>
  );
}
