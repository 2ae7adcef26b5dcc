import type { AdminAppLink } from '@portico/sdk/contract';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { QueryTable } from '../../../components/admin/paged-table';
import { AddButton, editDeleteColumn } from '../../../components/admin/row-actions';
import type { Column } from '@portico/elements/ui';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { useAppLinkChanges, useAppLinks, useOpenedAppAddress } from '../api/app-links';
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
  const openedAddress = useOpenedAppAddress(unit?.id ?? null);
  const { remove } = useAppLinkChanges();
  const [editing, setEditing] = useState<AdminAppLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAppLink | null>(null);

  const columns: Column<AdminAppLink>[] = [
    {
      key: 'badge',
      header: t('applications.links.look'),
      width: '4rem',
      cell: (row) => (
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded text-[11px] font-semibold text-white"
          style={{ backgroundColor: row.color ?? '#475569' }}
        >
          {row.descript.slice(0, 1)}
        </span>
      ),
    },
    { key: 'code', header: t('applications.links.code'), width: '8rem' },
    {
      key: 'descript',
      header: t('applications.links.descript'),
      // The wording a reader of this locale sees in "My Apps" (product.md §1: both languages).
      cell: (row) => row.descriptions[portico.i18n.locale.value] || row.descript,
    },
    {
      key: 'url',
      header: t('applications.links.url'),
      // What "My Apps" opens: the link's own URL, else the opened app's address.
      cell: (row) => {
        const fallback = row.url ? null : openedAddress(row.code);
        return (
          <span className="break-all text-slate-600">
            {row.url ?? fallback ?? t('applications.links.noUrl')}
            {fallback && (
              <span className="ml-1 text-slate-500">{t('applications.links.fromApp')}</span>
            )}
          </span>
        );
      },
    },
    editDeleteColumn(t('common.operation'), {
      look: 'link',
      edit: (row) => ({
        label: t('applications.links.editOne', { code: row.code }),
        onClick: () => setEditing(row),
      }),
      remove: (row) => ({
        label: t('applications.links.deleteOne', { code: row.code }),
        onClick: () => setDeleting(row),
      }),
    }),
  ];

  return (
    <AdminPage
      title={t('applications.links.title')}
      subtitle={t('applications.links.hint')}
      actions={
        <AddButton
          label={t('applications.links.add')}
          onClick={() => setEditing('new')}
          disabled={!unit}
        />
      }
    >
      <UnitPicker value={unit} onChange={setUnit} />
      <QueryTable
        label={t('applications.links.title')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('applications.links.empty')}
        query={links}
      />
      {editing && unit && (
        <LinkFormDialog
          unitId={unit.id}
          link={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('applications.links.deleteTitle')}
          message={t('applications.links.deleteConfirm', { code: deleting.code })}
          confirmLabel={null}
          successText={null}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
