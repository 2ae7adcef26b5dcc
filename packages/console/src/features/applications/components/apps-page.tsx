import type { AdminApp } from '@portico/sdk';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { StatusBadge } from '../../../components/admin/status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { Icon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useAdminApps, useAppChanges } from '../api/apps';
import { AppFormDialog } from './app-form-dialog';

/**
 * /apply/applyList (product.md §2.5, §3 "App"): every application of the platform, its address,
 * SSO flag and state, and how many units opened it; platform administrators add, edit, delete.
 */
export function AppsPage() {
  const t = useT();
  const apps = useAdminApps();
  const { remove } = useAppChanges();
  const [editing, setEditing] = useState<AdminApp | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminApp | null>(null);

  const columns: Column<AdminApp>[] = [
    { key: 'code', title: t('field.app.code'), width: '9rem' },
    { key: 'descript', title: t('field.app.descript') },
    {
      key: 'href',
      title: t('field.app.href'),
      render: (row) => <span className="break-all text-slate-600">{row.href ?? '—'}</span>,
    },
    {
      key: 'sso',
      title: t('applications.sso'),
      width: '5rem',
      render: (row) => t(row.sso === 'T' ? 'common.yes' : 'common.no'),
    },
    {
      key: 'status',
      title: t('applications.status'),
      width: '6rem',
      render: (row) => (
        <StatusBadge tone={row.status === 'enabled' ? 'green' : 'red'}>
          {t(row.status === 'enabled' ? 'common.enabled' : 'common.disabled')}
        </StatusBadge>
      ),
    },
    { key: 'openUnits', title: t('applications.openUnits'), width: '6rem', align: 'right' },
    {
      key: 'actions',
      title: t('common.operation'),
      width: '9rem',
      render: (row) => (
        <span className="flex gap-1">
          <Button
            variant="link"
            onClick={() => setEditing(row)}
            aria-label={t('applications.editOne', { app: row.descript })}
          >
            {t('common.edit')}
          </Button>
          <Button
            variant="link"
            className="text-red-600"
            onClick={() => setDeleting(row)}
            aria-label={t('applications.deleteOne', { app: row.descript })}
          >
            {t('common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  const confirmDelete = (app: AdminApp) =>
    remove.mutate(app.code, {
      onSuccess: () => {
        notify(t('applications.deleted', { app: app.descript }), 'success');
        setDeleting(null);
      },
      onError: (error) => notify(error.message, 'error'),
    });

  return (
    <AdminPage
      title={t('route.apply.applyList')}
      subtitle={t('applications.hint')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Icon name="plus" className="size-3.5" />
          {t('applications.add')}
        </Button>
      }
    >
      <DataTable
        caption={t('route.apply.applyList')}
        columns={columns}
        rows={apps.data ?? []}
        rowKey={(row) => row.code}
        loading={apps.isFetching}
        error={apps.isError ? apps.error.message : null}
      />
      {editing && (
        <AppFormDialog
          app={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('applications.deleteTitle')}
          message={t('applications.deleteConfirm', { app: deleting.descript })}
          danger
          loading={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
