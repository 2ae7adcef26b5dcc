import { macroSaveSchema, type ConfigAppOption, type MacroRow } from '@portico/sdk';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { StatusBadge } from '../../../components/admin/status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table/data-table';
import { usePagedList } from '../../../components/ui/data-table/use-paged-list';
import { IconButton } from '../../../components/ui/icon-button';
import { Icon } from '../../../components/ui/icons';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { fetchMacros, MACROS_KEY, useMacroChanges } from '../api/macros';
import { AppFilterBar, appOptions, type AppFilters } from './app-filter-bar';
import { RecordDialog } from './record-dialog';

/**
 * Application macro config (product.md §2.9, §3: application, macro code, config, type, sort,
 * state), a tab of /config/parameter-config for platform administrators.
 */
export function MacroPanel({ apps }: { apps: readonly ConfigAppOption[] }) {
  const t = useT();
  const list = usePagedList<MacroRow, AppFilters>({
    queryKey: MACROS_KEY,
    fetchPage: fetchMacros,
    initialFilters: { appCode: '', keyword: '' },
  });
  const { save, setState, remove } = useMacroChanges();
  const [editing, setEditing] = useState<MacroRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MacroRow | null>(null);
  const fail = (error: Error) => notify(error.message, 'error');

  const columns: Column<MacroRow>[] = [
    { key: 'app', title: t('config.app'), width: '6rem', render: (row) => row.appCode },
    { key: 'code', title: t('config.macro.code'), width: '12rem', render: (row) => row.macroCode },
    {
      key: 'config',
      title: t('config.macro.config'),
      render: (row) => <span className="break-all font-mono">{row.config}</span>,
    },
    { key: 'type', title: t('config.macro.type'), width: '6rem', render: (row) => row.type },
    { key: 'sort', title: t('config.sort'), width: '4rem', align: 'right', render: (r) => r.sort },
    {
      key: 'state',
      title: t('config.state'),
      width: '7rem',
      render: (row) => (
        <span className="flex items-center gap-2">
          <Switch
            checked={row.state === 'T'}
            label={t(row.state === 'T' ? 'config.macro.disableOne' : 'config.macro.enableOne', {
              code: row.macroCode,
            })}
            loading={setState.isPending && setState.variables?.id === row.id}
            onChange={(on) =>
              setState.mutate({ id: row.id, state: on ? 'T' : 'F' }, { onError: fail })
            }
          />
          <StatusBadge tone={row.state === 'T' ? 'green' : 'slate'}>
            {t(row.state === 'T' ? 'common.enabled' : 'common.disabled')}
          </StatusBadge>
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: '6rem',
      render: (row) => (
        <span className="flex gap-0.5">
          <IconButton
            icon="edit"
            label={t('config.macro.editOne', { code: row.macroCode })}
            onClick={() => setEditing(row)}
          />
          <IconButton
            icon="trash"
            tone="danger"
            label={t('config.macro.deleteOne', { code: row.macroCode })}
            onClick={() => setDeleting(row)}
          />
        </span>
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  return (
    <AdminPage title={t('config.tab.macros')}>
      <AppFilterBar
        label={t('config.tab.macros')}
        apps={apps}
        loading={list.fetching}
        onSearch={list.search}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Icon name="plus" className="size-3.5" />
            {t('config.macro.add')}
          </Button>
        }
      />
      <DataTable
        caption={t('config.tab.macros')}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
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
        <RecordDialog
          id="macro-form"
          title={t(current ? 'config.macro.editTitle' : 'config.macro.addTitle')}
          schema={macroSaveSchema}
          fields={[
            { name: 'appCode', label: t('config.app'), required: true, options: appOptions(apps) },
            { name: 'macroCode', label: t('config.macro.code'), required: true },
            { name: 'config', label: t('config.macro.config'), required: true },
            { name: 'type', label: t('config.macro.type'), required: true },
            { name: 'sort', label: t('config.sort'), type: 'number' },
          ]}
          initial={{
            appCode: current?.appCode ?? list.filters.appCode ?? apps[0]?.code ?? '',
            macroCode: current?.macroCode ?? '',
            config: current?.config ?? '',
            type: current?.type ?? '',
            sort: String(current?.sort ?? 0),
          }}
          toBody={(form) => ({
            ...form,
            id: current?.id,
            sort: form.sort === '' ? 0 : Number(form.sort),
            state: current?.state ?? 'T',
          })}
          saving={save.isPending}
          onSave={(body) =>
            save.mutate(body as Parameters<typeof save.mutate>[0], {
              onSuccess: () => {
                notify(t('common.success'), 'success');
                setEditing(null);
              },
              onError: fail,
            })
          }
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('config.macro.deleteTitle')}
          message={t('config.macro.confirmDelete', { code: deleting.macroCode })}
          confirmLabel={t('common.delete')}
          danger
          loading={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notify(t('common.success'), 'success');
                setDeleting(null);
              },
              onError: fail,
            })
          }
        />
      )}
    </AdminPage>
  );
}
