import type { ManagedTag } from '@portico/sdk';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { Icon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
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
    { key: 'tag', title: t('tags.name'), render: (row) => <TagChip tag={row} /> },
    { key: 'code', title: t('tags.code'), width: '9rem' },
    { key: 'userCount', title: t('tags.userCount'), width: '6rem', align: 'right' },
    {
      key: 'actions',
      title: t('common.operation'),
      width: '9rem',
      render: (row) => (
        <span className="flex gap-1">
          <Button
            variant="link"
            onClick={() => setEditing(row)}
            aria-label={t('tags.editOne', { name: row.name })}
          >
            {t('common.edit')}
          </Button>
          <Button
            variant="link"
            className="text-red-600"
            onClick={() => setDeleting(row)}
            aria-label={t('tags.deleteOne', { name: row.name })}
          >
            {t('common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Panel label={t('tags.title')}>
      <div className="mb-2 flex items-center justify-between">
        <div>
          <h2 className="text-sm font-semibold text-slate-800">{t('tags.title')}</h2>
          <p className="text-xs text-slate-600">{t('tags.hint')}</p>
        </div>
        <Button onClick={() => setEditing('new')} disabled={!unitId}>
          <Icon name="plus" className="size-3.5" />
          {t('tags.add')}
        </Button>
      </div>
      <DataTable
        caption={t('tags.title')}
        columns={columns}
        rows={tags.data ?? []}
        rowKey={(row) => row.id}
        loading={tags.isFetching}
        error={tags.isError ? tags.error.message : null}
        empty={t('tags.empty')}
      />
      {editing && unitId && (
        <TagFormDialog
          unitId={unitId}
          tag={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('tags.deleteTitle')}
          message={t('tags.deleteConfirm', { name: deleting.name, count: deleting.userCount })}
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
    </Panel>
  );
}
