import type { StyleAsset, StyleAssetKind } from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { Button, formatDateTime, Icon } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { PagedTable } from '../../../components/admin/paged-table';
import {
  AddButton,
  DeleteAction,
  EditAction,
  RowActions,
} from '../../../components/admin/row-actions';
import { UnitScopeField, useScopeUnit } from '../../../components/admin/unit-scope-field';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { fetchStyleAssets, publicStyleUrl, STYLES_KEY, useStyleChanges } from '../api/style-assets';
import { formatSize } from '../style-form';
import { StyleEditorDialog } from './style-editor-dialog';

/**
 * /style/{file,html,css,javascript,vue} (product.md §2.5): one kind of a unit's customer style
 * assets. css and javascript that are switched on are served to pages by one public address;
 * files by their own; html and vue are kept as text for the customer's pages to take.
 */
export function StylesPage({ kind }: { kind: StyleAssetKind }) {
  const t = useT();
  const [unit, setUnit] = useScopeUnit();
  const unitId = unit?.id ?? '';
  const [name, setName] = useState('');
  const list = usePagedList<StyleAsset, { name: string }>({
    queryKey: [...STYLES_KEY, kind, unitId],
    fetchPage: (params) => fetchStyleAssets({ ...params, unitId, kind }),
    initialFilters: { name: '' },
    enabled: !!unitId,
  });
  const { enable, remove } = useStyleChanges();
  const [editing, setEditing] = useState<StyleAsset | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StyleAsset | null>(null);
  const served = kind === 'css' || kind === 'javascript';

  const columns: Column<StyleAsset>[] = [
    {
      key: 'name',
      header: t('styles.name'),
      cell: (row) => <span className="font-mono">{row.name}</span>,
    },
    ...(kind === 'file'
      ? [
          {
            key: 'type',
            header: t('styles.type'),
            width: '8rem',
            cell: (r: StyleAsset) => r.contentType ?? '',
          },
        ]
      : []),
    {
      key: 'size',
      header: t('styles.size'),
      width: '6rem',
      align: 'right',
      cell: (r) => formatSize(r.size),
    },
    {
      key: 'enabled',
      header: t('styles.enabled'),
      width: '5rem',
      cell: (row) => (
        <Switch
          checked={row.enabled === 'T'}
          label={t('styles.enableOne', { name: row.name })}
          loading={enable.isPending && enable.variables?.name === row.name}
          onChange={(on) =>
            enable.mutate(
              { unitId, kind, name: row.name, enabled: on ? 'T' : 'F' },
              { onError: (error) => notify(error.message, 'error') },
            )
          }
        />
      ),
    },
    {
      key: 'updatedAt',
      header: t('styles.updatedAt'),
      width: '10rem',
      cell: (row) => formatDateTime(row.updatedAt),
    },
    {
      key: 'actions',
      header: t('common.operation'),
      width: '6.5rem',
      cell: (row) => (
        <RowActions>
          {kind === 'file' && unit && row.enabled === 'T' && (
            <a
              href={publicStyleUrl(unit.code, { file: row.name })}
              target="_blank"
              rel="noreferrer"
              aria-label={t('styles.download', { name: row.name })}
              title={t('styles.download', { name: row.name })}
              className="flex size-7 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
            >
              <Icon name="eye" />
            </a>
          )}
          <EditAction
            label={t('styles.edit', { name: row.name })}
            onClick={() => setEditing(row)}
          />
          <DeleteAction
            label={t('styles.deleteOne', { name: row.name })}
            loading={remove.isPending && remove.variables?.name === row.name}
            onClick={() => setDeleting(row)}
          />
        </RowActions>
      ),
    },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({ name: name.trim() });
  };

  return (
    <AdminPage
      title={t(`route.style.${kind}`)}
      actions={
        <AddButton
          label={kind === 'file' ? t('styles.upload') : t('styles.add')}
          onClick={() => setEditing('new')}
          disabled={!unitId}
        />
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <UnitScopeField label={t('styles.unit')} value={unit} onChange={setUnit} />
        <form role="search" onSubmit={search} className="flex items-center gap-2">
          <SearchInput
            type="text"
            name="name"
            label={t('styles.search')}
            value={name}
            onChange={setName}
            className="w-48"
          />
          <Button type="submit" loading={list.fetching}>
            {t('common.search')}
          </Button>
        </form>
      </div>
      {served && unit && (
        <Panel label={t('styles.publicUrl')} className="text-xs text-slate-700">
          <p>{t('styles.publicHint', { kind: t(`styles.kind.${kind}`) })}</p>
          <code
            data-testid="style-public-url"
            className="mt-1 block font-mono break-all text-slate-900"
          >
            {publicStyleUrl(unit.code, { kind })}
          </code>
        </Panel>
      )}
      <PagedTable
        label={t(`route.style.${kind}`)}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('styles.empty')}
        list={list}
      />
      {editing && unitId && (
        <StyleEditorDialog
          unitId={unitId}
          kind={kind}
          asset={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('styles.deleteTitle')}
          message={t('styles.deleteConfirm', { name: deleting.name })}
          mutation={remove}
          variables={{ unitId, kind, name: deleting.name }}
          successText={t('styles.deleted')}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
