import type { AdminAppLink } from '@portico/sdk';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { Icon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useAppLinkChanges, useAppLinks } from '../api/app-links';
import { LinkFormDialog } from './link-form-dialog';
import { UnitPicker, useChosenUnit } from './unit-picker';

/**
 * /apply/applyConfigList (product.md §2.5): a unit's application links, the "My Apps" popover
 * of its users (§2.7: colour, icon or initial, description; a link without a URL shows a hint).
 */
export function AppLinksPage() {
  const t = useT();
  const [unit, setUnit] = useChosenUnit();
  const links = useAppLinks(unit?.id ?? null);
  const { remove } = useAppLinkChanges();
  const [editing, setEditing] = useState<AdminAppLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAppLink | null>(null);

  const columns: Column<AdminAppLink>[] = [
    {
      key: 'badge',
      title: t('applications.links.look'),
      width: '4rem',
      render: (row) => (
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded text-[11px] font-semibold text-white"
          style={{ backgroundColor: row.color ?? '#475569' }}
        >
          {row.descript.slice(0, 1)}
        </span>
      ),
    },
    { key: 'code', title: t('applications.links.code'), width: '8rem' },
    { key: 'descript', title: t('applications.links.descript') },
    {
      key: 'url',
      title: t('applications.links.url'),
      render: (row) => (
        <span className="break-all text-slate-600">{row.url ?? t('applications.links.noUrl')}</span>
      ),
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: '9rem',
      render: (row) => (
        <span className="flex gap-1">
          <Button
            variant="link"
            onClick={() => setEditing(row)}
            aria-label={t('applications.links.editOne', { code: row.code })}
          >
            {t('common.edit')}
          </Button>
          <Button
            variant="link"
            className="text-red-600"
            onClick={() => setDeleting(row)}
            aria-label={t('applications.links.deleteOne', { code: row.code })}
          >
            {t('common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('applications.links.title')}
      subtitle={t('applications.links.hint')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')} disabled={!unit}>
          <Icon name="plus" className="size-3.5" />
          {t('applications.links.add')}
        </Button>
      }
    >
      <UnitPicker value={unit} onChange={setUnit} />
      <DataTable
        caption={t('applications.links.title')}
        columns={columns}
        rows={links.data ?? []}
        rowKey={(row) => row.id}
        loading={links.isFetching}
        error={links.isError ? links.error.message : null}
        empty={t('applications.links.empty')}
      />
      {editing && unit && (
        <LinkFormDialog
          unitId={unit.id}
          link={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('applications.links.deleteTitle')}
          message={t('applications.links.deleteConfirm', { code: deleting.code })}
          danger
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => setDeleting(null),
              onError: (error) => notify(error.message, 'error'),
            })
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
