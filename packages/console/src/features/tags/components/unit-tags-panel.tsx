import type { ManagedTag } from '@portico/sdk/contract';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { QueryTable } from '../../../components/admin/paged-table';
import { AddButton, editDeleteColumn } from '../../../components/admin/row-actions';
import type { Column } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { useManagedTags, useTagChanges } from '../api/tags';
import { TagChip } from './tag-chip';
import { TagFormDialog } from './tag-form-dialog';

/**
 * The unit's managed tags (product.md §3 "tags"), a panel of /unit/unit-box: labels its
 * administrators give users (POST /userManagedTag), each with how many users carry it.
 */
export function UnitTagsPanel({ unitId }: { unitId: string | null }) {
  const t = useT();
  const tags = useManagedTags(unitId);
  const { remove } = useTagChanges();
  const [editing, setEditing] = useState<ManagedTag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ManagedTag | null>(null);

  const columns: Column<ManagedTag>[] = [
    { key: 'tag', header: t('tags.name'), cell: (row) => <TagChip tag={row} /> },
    { key: 'code', header: t('tags.code'), width: '9rem' },
    { key: 'userCount', header: t('tags.userCount'), width: '6rem', align: 'right' },
    editDeleteColumn(t('common.operation'), {
      look: 'link',
      edit: (row) => ({
        label: t('tags.editOne', { name: row.name }),
        onClick: () => setEditing(row),
      }),
      remove: (row) => ({
        label: t('tags.deleteOne', { name: row.name }),
        onClick: () => setDeleting(row),
      }),
    }),
  ];

  return (
    <Panel label={t('tags.title')}>
      <div className="mb-2 flex items-center justify-between">
        <div>
          <h2 className="text-sm font-semibold text-slate-800">{t('tags.title')}</h2>
          <p className="text-xs text-slate-600">{t('tags.hint')}</p>
        </div>
        <AddButton
          label={t('tags.add')}
          onClick={() => setEditing('new')}
          disabled={!unitId}
          variant="default"
        />
      </div>
      <QueryTable
        label={t('tags.title')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('tags.empty')}
        query={tags}
      />
      {editing && unitId && (
        <TagFormDialog
          unitId={unitId}
          tag={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('tags.deleteTitle')}
          message={t('tags.deleteConfirm', { name: deleting.name, count: deleting.userCount })}
          confirmLabel={null}
          successText={null}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
        />
      )}
    </Panel>
  );
}
