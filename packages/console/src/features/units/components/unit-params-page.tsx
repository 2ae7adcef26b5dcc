import type { UnitParamRow } from '@portico/sdk';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { StatusBadge } from '../../../components/admin/status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { IconButton } from '../../../components/ui/icon-button';
import { Icon } from '../../../components/ui/icons';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useUnitParamChanges, useUnitParams } from '../api/unit-params';
import { PASSWORD_STRATEGY, readableParam } from '../param-text';
import { UnitParamDialog } from './unit-param-dialog';
import { UnitSubtitle, useUnitIdFromQuery } from './unit-context';

/**
 * /unit/unit-params (product.md §2.5): the unit's parameters, its own and those it inherits, with
 * PASSWORD_STRATEGY in words (product.md §5). Own parameters can be edited or removed (the
 * inherited value then applies again); the password rule has its own screen (parameter config).
 */
export function UnitParamsPage() {
  const t = useT();
  const unitId = useUnitIdFromQuery();
  const params = useUnitParams(unitId);
  const { remove } = useUnitParamChanges(unitId ?? '');
  const [editing, setEditing] = useState<UnitParamRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<UnitParamRow | null>(null);

  const columns: Column<UnitParamRow>[] = [
    { key: 'code', title: t('units.params.code'), width: '12rem' },
    {
      key: 'value',
      title: t('units.params.value'),
      render: (row) =>
        row.code === PASSWORD_STRATEGY ? (
          <span className="flex flex-col gap-0.5">
            <span data-testid="password-strategy">{readableParam(row, t)}</span>
            <span className="font-mono text-[11px] text-slate-500">
              <TruncatedText text={row.value} max={32} />
            </span>
          </span>
        ) : (
          <TruncatedText text={row.value} max={40} />
        ),
    },
    {
      key: 'remark',
      title: t('units.params.remark'),
      width: '14rem',
      render: (row) => <TruncatedText text={row.remark} max={20} />,
    },
    {
      key: 'source',
      title: t('units.params.source'),
      width: '9rem',
      render: (row) =>
        row.inherited ? (
          <StatusBadge tone="slate">
            {t('units.params.inherited', { unitCode: row.unitCode })}
          </StatusBadge>
        ) : (
          <StatusBadge tone="blue">{t('units.params.own')}</StatusBadge>
        ),
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: '6rem',
      render: (row) =>
        row.inherited || row.code === PASSWORD_STRATEGY ? null : (
          <span className="flex gap-0.5">
            <IconButton
              icon="edit"
              label={t('units.params.editOne', { code: row.code })}
              onClick={() => setEditing(row)}
            />
            <IconButton
              icon="trash"
              tone="danger"
              label={t('units.params.deleteOne', { code: row.code })}
              loading={remove.isPending && remove.variables?.code === row.code}
              onClick={() => setDeleting(row)}
            />
          </span>
        ),
    },
  ];

  return (
    <AdminPage
      title={t('route.unit.unitParams')}
      subtitle={<UnitSubtitle unitId={unitId} />}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')} disabled={!unitId}>
          <Icon name="plus" className="size-3.5" />
          {t('units.params.add')}
        </Button>
      }
    >
      <DataTable
        caption={t('route.unit.unitParams')}
        columns={columns}
        rows={params.data ?? []}
        rowKey={(row) => `${row.unitCode}:${row.code}`}
        loading={params.isFetching}
        error={params.isError ? params.error.message : null}
      />
      <p className="text-xs text-slate-600">{t('units.params.strategyHint')}</p>
      {editing && unitId && (
        <UnitParamDialog
          unitId={unitId}
          param={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('units.params.deleteTitle')}
          message={t('units.params.confirmDelete', { code: deleting.code })}
          confirmLabel={t('common.delete')}
          danger
          loading={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { unitId: unitId!, code: deleting.code },
              {
                onSuccess: () => {
                  notify(t('common.success'), 'success');
                  setDeleting(null);
                },
                onError: () => notify(t('error.deleteFailed'), 'error'),
              },
            )
          }
        />
      )}
    </AdminPage>
  );
}
