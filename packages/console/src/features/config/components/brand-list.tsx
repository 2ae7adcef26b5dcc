import type { BrandRow } from '@portico/sdk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { PagedTable } from '../../../components/admin/paged-table';
import { AddButton, editDeleteColumn } from '../../../components/admin/row-actions';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { useT } from '../../../lib/use-t';
import { BRANDS_KEY, fetchBrands, useBrandChanges } from '../api/brands';
import { BrandDialog } from './brand-dialog';

/** The brands, paged, with add, edit and delete (platform administrators; others get 40301). */
export function BrandList() {
  const t = useT();
  const list = usePagedList<BrandRow, Record<string, never>>({
    queryKey: [...BRANDS_KEY, 'list'],
    fetchPage: fetchBrands,
    initialFilters: {},
  });
  const { remove } = useBrandChanges();
  const [editing, setEditing] = useState<BrandRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BrandRow | null>(null);

  const columns: Column<BrandRow>[] = [
    {
      key: 'code',
      header: t('config.brand.code'),
      width: '9rem',
      cell: (row) => (
        <Link
          to={`/code/${encodeURIComponent(row.code)}`}
          className="text-brand-700 hover:underline"
          aria-label={t('config.brand.open', { code: row.code })}
        >
          {row.code}
        </Link>
      ),
    },
    { key: 'descript', header: t('config.brand.descript'), cell: (row) => row.descript },
    { key: 'theme', header: t('config.brand.theme'), width: '7rem', cell: (r) => r.theme ?? '' },
    { key: 'copyRight', header: t('config.copyRight'), cell: (row) => row.copyRight ?? '' },
    {
      key: 'domains',
      header: t('config.brand.domains'),
      width: '5rem',
      align: 'right',
      cell: (row) => row.domains,
    },
    editDeleteColumn(t('common.operation'), {
      edit: (row) => ({
        label: t('config.brand.editOne', { code: row.code }),
        onClick: () => setEditing(row),
      }),
      remove: (row) => ({
        label: t('config.brand.deleteOne', { code: row.code }),
        loading: remove.isPending && remove.variables === row.code,
        onClick: () => setDeleting(row),
      }),
    }),
  ];

  return (
    <Panel label={t('config.brand.list')} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-800">{t('config.brand.list')}</h2>
        <AddButton label={t('config.brand.add')} onClick={() => setEditing('new')} />
      </div>
      <PagedTable
        label={t('config.brand.list')}
        columns={columns}
        rowKey={(row) => row.code}
        list={list}
      />
      {editing && (
        <BrandDialog
          brand={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('config.brand.deleteTitle')}
          message={t('config.brand.confirmDelete', { code: deleting.code })}
          mutation={remove}
          variables={deleting.code}
          onClose={() => setDeleting(null)}
        />
      )}
    </Panel>
  );
}
