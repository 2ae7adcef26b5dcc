import { Badge } from '@portico/elements/ui';
import type { LoginLimitRow } from '@portico/sdk/contract';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { PagedTable } from '../../../components/admin/paged-table';
import { AddButton, editDeleteColumn } from '../../../components/admin/row-actions';
import { UnitScopeField, useScopeUnit } from '../../../components/admin/unit-scope-field';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { useT } from '../../../lib/use-t';
import { fetchLoginLimits, LOGIN_LIMITS_KEY, useLoginLimitChanges } from '../api/login-limits';
import { useSecuritySettings } from '../api/security-settings';
import { limitDays, limitWindow } from '../limit-form';
import { ExceptionUsers } from './exception-users';
import { LoginLimitDialog } from './login-limit-dialog';

/**
 * /login-limit/login-limit-list (product.md §2.5): the chosen unit's login limits (days and hours
 * when signing in is allowed, for the whole unit or one user), and the users exempt from them.
 */
export function LoginLimitsPage() {
  const t = useT();
  const [unit, setUnit] = useScopeUnit();
  const unitId = unit?.id ?? '';
  // The unit is part of the key, so choosing another one (or the session arriving) refetches.
  const list = usePagedList<LoginLimitRow, Record<string, never>>({
    queryKey: [...LOGIN_LIMITS_KEY, unitId],
    fetchPage: (params) => fetchLoginLimits({ ...params, unitId }),
    initialFilters: {},
    enabled: !!unitId,
  });
  const settings = useSecuritySettings(unit?.id ?? null);
  const { remove } = useLoginLimitChanges();
  const [editing, setEditing] = useState<LoginLimitRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LoginLimitRow | null>(null);
  const dayName = (i: number) => t(`loginLimit.day.${i}` as 'loginLimit.day.0');
  const windowOf = (row: LoginLimitRow) => limitWindow(row, dayName);

  const columns: Column<LoginLimitRow>[] = [
    {
      key: 'userCode',
      header: t('loginLimit.user'),
      width: '9rem',
      cell: (row) => row.userCode ?? t('loginLimit.wholeUnit'),
    },
    {
      key: 'weekdays',
      header: t('loginLimit.weekdays'),
      cell: (row) => limitDays(row.weekdays, dayName),
    },
    {
      key: 'window',
      header: t('loginLimit.window'),
      width: '9rem',
      cell: (row) => `${row.startTime}–${row.endTime}`,
    },
    {
      key: 'enabled',
      header: t('loginLimit.enabled'),
      width: '6rem',
      cell: (row) => (
        <Badge tone={row.enabled === 'T' ? 'success' : 'neutral'}>
          {t(row.enabled === 'T' ? 'common.enabled' : 'common.disabled')}
        </Badge>
      ),
    },
    { key: 'remark', header: t('loginLimit.remark'), cell: (row) => row.remark ?? '' },
    editDeleteColumn(t('common.operation'), {
      edit: (row) => ({
        label: t('loginLimit.editOne', { window: windowOf(row) }),
        onClick: () => setEditing(row),
      }),
      remove: (row) => ({
        label: t('loginLimit.deleteOne', { window: windowOf(row) }),
        loading: remove.isPending && remove.variables === row.id,
        onClick: () => setDeleting(row),
      }),
    }),
  ];

  return (
    <AdminPage
      title={t('route.loginLimit')}
      actions={
        <AddButton
          label={t('loginLimit.add')}
          onClick={() => setEditing('new')}
          disabled={!unitId}
        />
      }
    >
      <UnitScopeField label={t('security.unit')} value={unit} onChange={setUnit} />
      <p className="text-xs text-slate-600">{t('loginLimit.hint')}</p>
      <PagedTable
        label={t('route.loginLimit')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
      />
      {settings.data && (
        <ExceptionUsers key={settings.data.unitId} settings={settings.data} kind="LOGIN_LIMIT" />
      )}
      {editing && unitId && (
        <LoginLimitDialog
          unitId={unitId}
          unitName={unit?.name ?? unitId}
          limit={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('loginLimit.deleteTitle')}
          message={t('loginLimit.confirmDelete', { window: windowOf(deleting) })}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
