import { dictSaveSchema, type CodeDictRow, type ConfigAppOption } from '@portico/sdk/contract';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { useT } from '../../../lib/use-t';
import { DICTS_KEY, fetchDicts, useDictChanges } from '../api/dicts';
import type { AppFilters } from './app-filter-bar';
import { AppRecordPanel } from './app-record-panel';

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
  return (
    <AppRecordPanel<CodeDictRow>
      apps={apps}
      list={list}
      formId="dict-form"
      texts={{
        title: t('config.tab.dict'),
        add: t('config.dict.add'),
        addTitle: t('config.dict.addTitle'),
        editTitle: t('config.dict.editTitle'),
        deleteTitle: t('config.dict.deleteTitle'),
        editOne: (code) => t('config.dict.editOne', { code }),
        deleteOne: (code) => t('config.dict.deleteOne', { code }),
        confirmDelete: (code) => t('config.dict.confirmDelete', { code }),
        toggleOne: (code, on) => t(on ? 'config.dict.haltOne' : 'config.dict.resumeOne', { code }),
        state: (on) => t(on ? 'config.dict.active' : 'config.dict.halted'),
      }}
      codeOf={(row) => row.code}
      columns={[
        { key: 'code', header: t('config.dict.code'), width: '12rem', cell: (row) => row.code },
        {
          key: 'content',
          header: t('config.dict.content'),
          cell: (row) => <span className="break-all font-mono">{row.content}</span>,
        },
        { key: 'descript', header: t('config.dict.descript'), cell: (row) => row.descript ?? '' },
      ]}
      isActive={(row) => row.isHalt === 'F'}
      toggling={(row) => halt.isPending && halt.variables?.id === row.id}
      onToggle={(row, on, callbacks) =>
        halt.mutate({ id: row.id, isHalt: on ? 'F' : 'T' }, callbacks)
      }
      fields={[
        { name: 'code', label: t('config.dict.code'), required: true },
        { name: 'content', label: t('config.dict.content'), required: true },
        { name: 'descript', label: t('config.dict.descript') },
      ]}
      valuesOf={(row) => ({
        code: row?.code ?? '',
        content: row?.content ?? '',
        descript: row?.descript ?? '',
      })}
      stateOf={(row) => ({ isHalt: row?.isHalt ?? 'F' })}
      schema={dictSaveSchema}
      save={save}
      remove={remove}
    />
  );
}
