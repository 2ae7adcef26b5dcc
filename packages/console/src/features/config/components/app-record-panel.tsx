import { Badge } from '@portico/elements/ui';
import { type FormSchema, type ConfigAppOption } from '@portico/sdk/contract';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm, type ConfirmableMutation } from '../../../components/admin/delete-confirm';
import {
  useMutationToasts,
  type MutationCallbacks,
} from '../../../components/admin/mutation-toasts';
import { PagedTable } from '../../../components/admin/paged-table';
import { AddButton, editDeleteColumn } from '../../../components/admin/row-actions';
import type { Column } from '@portico/elements/ui';
import type { PagedList } from '../../../components/admin/use-paged-list';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../lib/use-t';
import { AppFilterBar, appOptions, type AppFilters } from './app-filter-bar';
import { RecordDialog, type RecordField } from './record-dialog';

/** A flat per-application record (macro, dictionary entry): what the panel reads of every one. */
export interface AppRecord {
  id: string;
  appCode: string;
  sort: number;
}

/** The texts of one kind of record; the functions get the row's code. */
export interface AppRecordTexts {
  title: string;
  add: string;
  addTitle: string;
  editTitle: string;
  deleteTitle: string;
  editOne: (code: string) => string;
  deleteOne: (code: string) => string;
  confirmDelete: (code: string) => string;
  /** The switch's name: what flipping it does to the row. */
  toggleOne: (code: string, active: boolean) => string;
  state: (active: boolean) => string;
}

export interface AppRecordPanelProps<Row extends AppRecord> {
  apps: readonly ConfigAppOption[];
  list: PagedList<Row, AppFilters>;
  texts: AppRecordTexts;
  /** The form's id; also names the dialog's form for tests. */
  formId: string;
  codeOf: (row: Row) => string;
  /** The record's own columns, between the application and the sort order. */
  columns: Column<Row>[];
  isActive: (row: Row) => boolean;
  toggling: (row: Row) => boolean;
  onToggle: (row: Row, active: boolean, callbacks: Pick<MutationCallbacks, 'onError'>) => void;
  /** The record's own fields, between the application and the sort order. */
  fields: readonly RecordField[];
  /** The form's values of those fields for a row, or blank for a new one. */
  valuesOf: (row: Row | null) => Record<string, string>;
  /** The request body beyond the form's fields (the row's state, kept as it is). */
  stateOf: (row: Row | null) => Record<string, string>;
  schema: FormSchema;
  save: ConfirmableMutation<never>;
  remove: ConfirmableMutation<string>;
}

/**
 * A tab of the configuration screens listing one kind of per-application record (product.md
 * §2.9): filter by application, page, switch a record on or off, add, edit, delete.
 */
export function AppRecordPanel<Row extends AppRecord>(props: AppRecordPanelProps<Row>) {
  const { apps, list, texts, codeOf, isActive, save, remove } = props;
  const t = useT();
  const toasts = useMutationToasts();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const columns: Column<Row>[] = [
    { key: 'app', header: t('config.app'), width: '6rem', cell: (row) => row.appCode },
    ...props.columns,
    { key: 'sort', header: t('config.sort'), width: '4rem', align: 'right', cell: (r) => r.sort },
    {
      key: 'state',
      header: t('config.state'),
      width: '7rem',
      cell: (row) => (
        <span className="flex items-center gap-2">
          <Switch
            checked={isActive(row)}
            label={texts.toggleOne(codeOf(row), isActive(row))}
            loading={props.toggling(row)}
            onChange={(on) => props.onToggle(row, on, { onError: toasts.fail })}
          />
          <Badge tone={isActive(row) ? 'success' : 'neutral'}>{texts.state(isActive(row))}</Badge>
        </span>
      ),
    },
    editDeleteColumn(t('common.operation'), {
      edit: (row) => ({ label: texts.editOne(codeOf(row)), onClick: () => setEditing(row) }),
      remove: (row) => ({ label: texts.deleteOne(codeOf(row)), onClick: () => setDeleting(row) }),
    }),
  ];

  const current = editing === 'new' ? null : editing;
  return (
    <AdminPage title={texts.title}>
      <AppFilterBar
        label={texts.title}
        apps={apps}
        loading={list.fetching}
        onSearch={list.search}
        actions={<AddButton label={texts.add} onClick={() => setEditing('new')} />}
      />
      <PagedTable label={texts.title} columns={columns} rowKey={(row) => row.id} list={list} />
      {editing && (
        <RecordDialog
          id={props.formId}
          title={current ? texts.editTitle : texts.addTitle}
          schema={props.schema}
          fields={[
            { name: 'appCode', label: t('config.app'), required: true, options: appOptions(apps) },
            ...props.fields,
            { name: 'sort', label: t('config.sort'), type: 'number' },
          ]}
          initial={{
            appCode: current?.appCode ?? list.filters.appCode ?? apps[0]?.code ?? '',
            ...props.valuesOf(current),
            sort: String(current?.sort ?? 0),
          }}
          toBody={(form) => ({
            ...form,
            id: current?.id,
            sort: form.sort === '' ? 0 : Number(form.sort),
            ...props.stateOf(current),
          })}
          saving={save.isPending}
          // The body passed the schema the save request is typed from.
          onSave={(body) =>
            save.mutate(
              body as never,
              toasts.done(() => setEditing(null)),
            )
          }
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={texts.deleteTitle}
          message={texts.confirmDelete(codeOf(deleting))}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
