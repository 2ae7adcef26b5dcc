import type { MessageKey } from '@portico/sdk';
import { TabBar } from '../../../components/ui/tab-bar';
import { useT } from '../../../lib/use-t';

export type UserTab = 'basic' | 'units' | 'projections' | 'tags' | 'functions' | 'data';

const LABELS: Record<UserTab, MessageKey> = {
  basic: 'users.tab.basic',
  units: 'users.tab.units',
  projections: 'users.tab.projections',
  tags: 'users.tab.tags',
  functions: 'users.tab.functions',
  data: 'users.tab.data',
};

/** The tabs of the user dialogs (ARIA tabs; a panel is labelled by `${idPrefix}-tab-${tab}`). */
export function UserTabs({
  tabs,
  value,
  onChange,
  idPrefix,
}: {
  tabs: readonly UserTab[];
  value: UserTab;
  onChange: (tab: UserTab) => void;
  idPrefix: string;
}) {
  const t = useT();
  return (
    <TabBar
      label={t('users.tab.list')}
      tabs={tabs.map((tab) => ({ value: tab, label: t(LABELS[tab]) }))}
      value={value}
      onChange={onChange}
      idPrefix={idPrefix}
      className="mb-3"
    />
  );
}
