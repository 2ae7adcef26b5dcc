import type { ConfigAppOption } from '@portico/sdk/contract';
import type { ReactNode } from 'react';
import { Select, TextInput } from '../../../components/ui/form-controls';
import { SearchBar } from '../../../components/ui/search-bar/search-bar';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { useT } from '../../../lib/use-t';

export type AppFilters = { appCode: string; keyword: string };

/** The search bar of the macro and dictionary lists: application and keyword. */
export function AppFilterBar({
  label,
  apps,
  loading,
  onSearch,
  actions,
}: {
  label: string;
  apps: readonly ConfigAppOption[];
  loading: boolean;
  onSearch: (filters: AppFilters) => void;
  actions: ReactNode;
}) {
  const t = useT();
  const form = useSearchForm<AppFilters>({ appCode: '', keyword: '' });
  return (
    <SearchBar
      label={label}
      loading={loading}
      onQuery={() => onSearch({ ...form.draft })}
      onClear={() => onSearch(form.reset())}
      actions={actions}
      items={[
        {
          key: 'appCode',
          label: t('config.app'),
          control: (
            <Select
              name="appCode"
              value={form.draft.appCode}
              onChange={(e) => form.set('appCode', e.target.value)}
              options={[
                { value: '', label: t('config.allApps') },
                ...apps.map((app) => ({ value: app.code, label: `${app.code} ${app.descript}` })),
              ]}
            />
          ),
        },
        {
          key: 'keyword',
          label: t('config.keyword'),
          control: (
            <TextInput
              name="keyword"
              value={form.draft.keyword}
              onChange={(e) => form.set('keyword', e.target.value)}
            />
          ),
        },
      ]}
    />
  );
}

/** The applications as select options, for the dialogs. */
export function appOptions(apps: readonly ConfigAppOption[]) {
  return apps.map((app) => ({ value: app.code, label: `${app.code} ${app.descript}` }));
}
