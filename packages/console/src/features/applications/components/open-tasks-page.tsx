import {
  APP_OPEN_STEP_STATUSES,
  type AppOpenStepStatus,
  type OpenTaskRow,
} from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, type BadgeTone } from '@portico/elements/ui';
import { AdminPage } from '../../../components/admin/admin-page';
import { PagedTable } from '../../../components/admin/paged-table';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { Field, Select } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { fetchOpenTasks, OPEN_TASKS_KEY } from '../api/openings';
import { TaskDialog } from './task-dialog';
import { OpeningFilters, useOpeningFilters } from './opening-filters';

const TONES: Record<AppOpenStepStatus, BadgeTone> = {
  PENDING: 'warning',
  DONE: 'success',
  FAILED: 'danger',
};

/**
 * /apply/open-task-list (product.md §2.5): the steps of opening applications across the units
 * the caller administers, with their status and remark; each can be updated.
 */
export function OpenTasksPage() {
  const t = useT();
  const [params] = useSearchParams();
  const queryUnitId = params.get('unitId') ?? '';
  const filters = useOpeningFilters(params.get('appCode') ?? '');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<OpenTaskRow | null>(null);
  const list = usePagedList<OpenTaskRow, { unitId: string; appCode: string; status: string }>({
    queryKey: OPEN_TASKS_KEY,
    fetchPage: fetchOpenTasks,
    initialFilters: { unitId: queryUnitId, appCode: filters.appCode, status: '' },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({
      ...filters.query(list.filters.unitId === queryUnitId ? queryUnitId : ''),
      status,
    });
  };

  const columns: Column<OpenTaskRow>[] = [
    {
      key: 'unit',
      header: t('applications.unit'),
      cell: (row) => `${row.unitName} (${row.unitCode})`,
    },
    {
      key: 'app',
      header: t('applications.app'),
      cell: (row) => `${row.appName} (${row.appCode})`,
    },
    { key: 'step', header: t('applications.tasks.step'), width: '4rem', align: 'right' },
    { key: 'name', header: t('applications.tasks.name') },
    {
      key: 'status',
      header: t('applications.tasks.status'),
      width: '6rem',
      cell: (row) => (
        <Badge tone={TONES[row.status]}>{t(`applications.tasks.status.${row.status}`)}</Badge>
      ),
    },
    { key: 'remark', header: t('applications.tasks.remark'), cell: (row) => row.remark ?? '—' },
    {
      key: 'updateTime',
      header: t('applications.tasks.updateTime'),
      width: '9rem',
      cell: (row) => row.updateTime.slice(0, 16).replace('T', ' '),
    },
    {
      key: 'actions',
      header: t('common.operation'),
      width: '6rem',
      cell: (row) => (
        <Button
          variant="link"
          onClick={() => setEditing(row)}
          aria-label={t('applications.tasks.editOne', { name: row.name, unit: row.unitCode })}
        >
          {t('applications.tasks.update')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title={t('route.apply.openTaskList')} subtitle={t('applications.tasks.hint')}>
      <OpeningFilters filters={filters} onSearch={search}>
        <Field label={t('applications.tasks.status')} layout="inline" className="w-44">
          <Select
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            options={[
              { value: '', label: t('common.all') },
              ...APP_OPEN_STEP_STATUSES.map((value) => ({
                value,
                label: t(`applications.tasks.status.${value}`),
              })),
            ]}
          />
        </Field>
      </OpeningFilters>
      <PagedTable
        label={t('route.apply.openTaskList')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
      />
      {editing && <TaskDialog task={editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
