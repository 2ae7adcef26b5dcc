import { Badge } from '@portico/elements/ui';
import type { UnitParamRow } from '@portico/sdk/contract';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { QueryTable } from '../../../components/admin/paged-table';
import {
  AddButton,
  DeleteAction,
  EditAction,
  RowActions,
} from '../../../components/admin/row-actions';
import type { Column } from '@portico/elements/ui';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { useT } from '../../../lib/use-t';
import { useUnitParamChanges, useUnitParams } from '../api/unit-params';
import { PASSWORD_STRATEGY, readableParam } from '../param-text';
import { UnitSubtitle, useUnitIdFromQuery } from './unit-context';
import { UnitParamDialog } from './unit-param-dialog';

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
    { key: 'code', header: t('units.params.code'), width: '12rem' },
    {
      key: 'value',
      header: t('units.params.value'),
      cell: (row) =>
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
      header: t('units.params.remark'),
      width: '14rem',
      cell: (row) => <TruncatedText text={row.remark} max={20} />,
    },
    {
      key: 'source',
      header: t('units.params.source'),
      width: '9rem',
      cell: (row) =>
        row.inherited ? (
          <Badge tone="neutral">{t('units.params.inherited', { unitCode: row.unitCode })}</Badge>
        ) : (
          <Badge tone="info">{t('units.params.own')}</Badge>
        ),
    },
    {
      key: 'actions',
      header: t('common.operation'),
      width: '6rem',
      cell: (row) =>
        row.inherited || row.code === PASSWORD_STRATEGY ? null : (
          <RowActions>
            <EditAction
              label={t('units.params.editOne', { code: row.code })}
              onClick={() => setEditing(row)}
            />
            <DeleteAction
              label={t('units.params.deleteOne', { code: row.code })}
              loading={remove.isPending && remove.variables?.code === row.code}
              onClick={() => setDeleting(row)}
            />
          </RowActions>
        ),
    },
  ];

  return (
    <AdminPage
      title={t('route.unit.unitParams')}
      subtitle={<UnitSubtitle unitId={unitId} />}
      actions={
        <AddButton
          label={t('units.params.add')}
          onClick={() => setEditing('new')}
          disabled={!unitId}
        />
      }
    >
      <QueryTable
        label={t('route.unit.unitParams')}
        columns={columns}
        rowKey={(row) => `${row.unitCode}:${row.code}`}
        query={params}
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
        <DeleteConfirm
          title={t('units.params.deleteTitle')}
          message={t('units.params.confirmDelete', { code: deleting.code })}
          mutation={remove}
          variables={{ unitId: unitId!, code: deleting.code }}
          failText={t('error.deleteFailed')}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
