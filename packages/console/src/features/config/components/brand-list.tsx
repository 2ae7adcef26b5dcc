import type { BrandRow } from '@portico/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/admin-page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { usePagedList } from '../../../components/ui/data-table/use-paged-list';
import { IconButton } from '../../../components/ui/icon-button';
import { Icon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
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
      title: t('config.brand.code'),
      width: '9rem',
      render: (row) => (
        <Link
          to={`/code/${encodeURIComponent(row.code)}`}
          className="text-brand-700 hover:underline"
          aria-label={t('config.brand.open', { code: row.code })}
        >
          {row.code}
        </Link>
      ),
    },
    { key: 'descript', title: t('config.brand.descript'), render: (row) => row.descript },
    { key: 'theme', title: t('config.brand.theme'), width: '7rem', render: (r) => r.theme ?? '' },
    { key: 'copyRight', title: t('config.copyRight'), render: (row) => row.copyRight ?? '' },
    {
      key: 'domains',
      title: t('config.brand.domains'),
      width: '5rem',
      align: 'right',
      render: (row) => row.domains,
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: '6rem',
      render: (row) => (
        <span className="flex gap-0.5">
          <IconButton
            icon="edit"
            label={t('config.brand.editOne', { code: row.code })}
            onClick={() => setEditing(row)}
          />
          <IconButton
            icon="trash"
            tone="danger"
            label={t('config.brand.deleteOne', { code: row.code })}
            loading={remove.isPending && remove.variables === row.code}
            onClick={() => setDeleting(row)}
          />
        </span>
      ),
    },
  ];

  return (
    <Panel label={t('config.brand.list')} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-800">{t('config.brand.list')}</h2>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Icon name="plus" className="size-3.5" />
          {t('config.brand.add')}
        </Button>
      </div>
      <DataTable
        caption={t('config.brand.list')}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.code}
        loading={list.fetching}
        error={list.error}
        paging={{
          current: list.current,
          total: list.total,
          pageSize: list.pageSize,
          onChange: list.setPage,
          busy: list.fetching,
        }}
      />
      {editing && (
        <BrandDialog
          brand={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('config.brand.deleteTitle')}
          message={t('config.brand.confirmDelete', { code: deleting.code })}
          confirmLabel={t('common.delete')}
          danger
          loading={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.code, {
              onSuccess: () => {
                notify(t('common.success'), 'success');
                setDeleting(null);
              },
              onError: (error) => notify(error.message, 'error'),
            })
          }
        />
      )}
    </Panel>
  );
}
