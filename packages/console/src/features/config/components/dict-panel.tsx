import { dictSaveSchema, type CodeDictRow, type ConfigAppOption } from '@portico/sdk';
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
import { DICTS_KEY, fetchDicts, useDictChanges } from '../api/dicts';
import { AppFilterBar, appOptions, type AppFilters } from './app-filter-bar';
import { RecordDialog } from './record-dialog';

/**
 * The code dictionary (GET /codeDict reads it, e.g. GC / UPDATE_HISTORY_URL), a tab of
 * /config/project-config: list by application, add, edit, halt or resume, delete.
 */
export function DictPanel({ apps }: { apps: readonly ConfigAppOption[] }) {
  const t = useT();
  const list = usePagedList<CodeDictRow, AppFilters>({
    queryKey: DICTS_KEY,
    fetchPage: fetchDicts,
    initialFilters: { appCode: '', keyword: '' },
  });
  const { save, halt, remove } = useDictChanges();
  const [editing, setEditing] = useState<CodeDictRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CodeDictRow | null>(null);
  const fail = (error: Error) => notify(error.message, 'error');

  const columns: Column<CodeDictRow>[] = [
    { key: 'app', title: t('config.app'), width: '6rem', render: (row) => row.appCode },
    { key: 'code', title: t('config.dict.code'), width: '12rem', render: (row) => row.code },
    {
      key: 'content',
      title: t('config.dict.content'),
      render: (row) => <span className="break-all font-mono">{row.content}</span>,
    },
    { key: 'descript', title: t('config.dict.descript'), render: (row) => row.descript ?? '' },
    { key: 'sort', title: t('config.sort'), width: '4rem', align: 'right', render: (r) => r.sort },
    {
      key: 'state',
      title: t('config.state'),
      width: '7rem',
      render: (row) => (
        <span className="flex items-center gap-2">
          <Switch
            checked={row.isHalt === 'F'}
            label={t(row.isHalt === 'F' ? 'config.dict.haltOne' : 'config.dict.resumeOne', {
              code: row.code,
            })}
            loading={halt.isPending && halt.variables?.id === row.id}
            onChange={(on) =>
              halt.mutate({ id: row.id, isHalt: on ? 'F' : 'T' }, { onError: fail })
            }
          />
          <StatusBadge tone={row.isHalt === 'F' ? 'green' : 'slate'}>
            {t(row.isHalt === 'F' ? 'config.dict.active' : 'config.dict.halted')}
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
            label={t('config.dict.editOne', { code: row.code })}
            onClick={() => setEditing(row)}
          />
          <IconButton
            icon="trash"
            tone="danger"
            label={t('config.dict.deleteOne', { code: row.code })}
            onClick={() => setDeleting(row)}
          />
        </span>
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  return (
    <AdminPage title={t('config.tab.dict')}>
      <AppFilterBar
        label={t('config.tab.dict')}
        apps={apps}
        loading={list.fetching}
        onSearch={list.search}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Icon name="plus" className="size-3.5" />
            {t('config.dict.add')}
          </Button>
        }
      />
      <DataTable
        caption={t('config.tab.dict')}
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
          id="dict-form"
          title={t(current ? 'config.dict.editTitle' : 'config.dict.addTitle')}
          schema={dictSaveSchema}
          fields={[
            { name: 'appCode', label: t('config.app'), required: true, options: appOptions(apps) },
            { name: 'code', label: t('config.dict.code'), required: true },
            { name: 'content', label: t('config.dict.content'), required: true },
            { name: 'descript', label: t('config.dict.descript') },
            { name: 'sort', label: t('config.sort'), type: 'number' },
          ]}
          initial={{
            appCode: current?.appCode ?? list.filters.appCode ?? apps[0]?.code ?? '',
            code: current?.code ?? '',
            content: current?.content ?? '',
            descript: current?.descript ?? '',
            sort: String(current?.sort ?? 0),
          }}
          toBody={(form) => ({
            ...form,
            id: current?.id,
            sort: form.sort === '' ? 0 : Number(form.sort),
            isHalt: current?.isHalt ?? 'F',
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
          title={t('config.dict.deleteTitle')}
          message={t('config.dict.confirmDelete', { code: deleting.code })}
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
