import { macroSaveSchema, type ConfigAppOption, type MacroRow } from '@portico/sdk/contract';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { useT } from '../../../lib/use-t';
import { fetchMacros, MACROS_KEY, useMacroChanges } from '../api/macros';
import type { AppFilters } from './app-filter-bar';
import { AppRecordPanel } from './app-record-panel';

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
  return (
    <AppRecordPanel<MacroRow>
      apps={apps}
      list={list}
      formId="macro-form"
      texts={{
        title: t('config.tab.macros'),
        add: t('config.macro.add'),
        addTitle: t('config.macro.addTitle'),
        editTitle: t('config.macro.editTitle'),
        deleteTitle: t('config.macro.deleteTitle'),
        editOne: (code) => t('config.macro.editOne', { code }),
        deleteOne: (code) => t('config.macro.deleteOne', { code }),
        confirmDelete: (code) => t('config.macro.confirmDelete', { code }),
        toggleOne: (code, on) =>
          t(on ? 'config.macro.disableOne' : 'config.macro.enableOne', { code }),
        state: (on) => t(on ? 'common.enabled' : 'common.disabled'),
      }}
      codeOf={(row) => row.macroCode}
      columns={[
        { key: 'code', header: t('config.macro.code'), width: '12rem', cell: (r) => r.macroCode },
        {
          key: 'config',
          header: t('config.macro.config'),
          cell: (row) => <span className="break-all font-mono">{row.config}</span>,
        },
        { key: 'type', header: t('config.macro.type'), width: '6rem', cell: (row) => row.type },
      ]}
      isActive={(row) => row.state === 'T'}
      toggling={(row) => setState.isPending && setState.variables?.id === row.id}
      onToggle={(row, on, callbacks) =>
        setState.mutate({ id: row.id, state: on ? 'T' : 'F' }, callbacks)
      }
      fields={[
        { name: 'macroCode', label: t('config.macro.code'), required: true },
        { name: 'config', label: t('config.macro.config'), required: true },
        { name: 'type', label: t('config.macro.type'), required: true },
      ]}
      valuesOf={(row) => ({
        macroCode: row?.macroCode ?? '',
        config: row?.config ?? '',
        type: row?.type ?? '',
      })}
      stateOf={(row) => ({ state: row?.state ?? 'T' })}
      schema={macroSaveSchema}
      save={save}
      remove={remove}
    />
  );
}
