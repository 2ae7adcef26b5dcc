import type { AdminApp } from '@portico/sdk/contract';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { QueryTable } from '../../../components/admin/paged-table';
import { AddButton, editDeleteColumn } from '../../../components/admin/row-actions';
import { EnabledBadge } from '../../../components/admin/enabled-badge';
import type { Column } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { useAdminApps, useAppChanges } from '../api/apps';
import { AppFormDialog } from './app-form-dialog';
import { oidcClientColumn, OidcClientDialog } from '../../oidc';

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
  const [oidc, setOidc] = useState<AdminApp | null>(null);

  const columns: Column<AdminApp>[] = [
    { key: 'code', header: t('field.app.code'), width: '9rem' },
    { key: 'descript', header: t('field.app.descript') },
    {
      key: 'href',
      header: t('field.app.href'),
      cell: (row) => <span className="break-all text-slate-600">{row.href ?? '—'}</span>,
    },
    {
      key: 'sso',
      header: t('applications.sso'),
      width: '5rem',
      cell: (row) => t(row.sso === 'T' ? 'common.yes' : 'common.no'),
    },
    {
      key: 'status',
      header: t('applications.status'),
      width: '6rem',
      cell: (row) => <EnabledBadge status={row.status} />,
    },
    { key: 'openUnits', header: t('applications.openUnits'), width: '6rem', align: 'right' },
    oidcClientColumn(t, setOidc),
    editDeleteColumn(t('common.operation'), {
      look: 'link',
      edit: (row) => ({
        label: t('applications.editOne', { app: row.descript }),
        onClick: () => setEditing(row),
      }),
      remove: (row) => ({
        label: t('applications.deleteOne', { app: row.descript }),
        onClick: () => setDeleting(row),
      }),
    }),
  ];

  return (
    <AdminPage
      title={t('route.apply.applyList')}
      subtitle={t('applications.hint')}
      actions={<AddButton label={t('applications.add')} onClick={() => setEditing('new')} />}
    >
      <QueryTable
        label={t('route.apply.applyList')}
        columns={columns}
        rowKey={(row) => row.code}
        query={apps}
      />
      {editing && (
        <AppFormDialog
          app={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {oidc && <OidcClientDialog app={oidc} onClose={() => setOidc(null)} />}
      {deleting && (
        <DeleteConfirm
          title={t('applications.deleteTitle')}
          message={t('applications.deleteConfirm', { app: deleting.descript })}
          confirmLabel={null}
          mutation={remove}
          variables={deleting.code}
          successText={t('applications.deleted', { app: deleting.descript })}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
