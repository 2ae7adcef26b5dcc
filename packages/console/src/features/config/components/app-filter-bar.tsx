import type { ConfigAppOption } from '@portico/sdk/contract';
import type { ReactNode } from 'react';
import { SearchBar } from '../../../components/ui/search-bar/search-bar';
import { selectItem, textItem } from '../../../components/ui/search-bar/search-items';
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
        selectItem(form, 'appCode', t('config.app'), [
          { value: '', label: t('config.allApps') },
          ...apps.map((app) => ({ value: app.code, label: `${app.code} ${app.descript}` })),
        ]),
        textItem(form, 'keyword', t('config.keyword')),
      ]}
    />
  );
}

/** The applications as select options, for the dialogs. */
export function appOptions(apps: readonly ConfigAppOption[]) {
  return apps.map((app) => ({ value: app.code, label: `${app.code} ${app.descript}` }));
}
