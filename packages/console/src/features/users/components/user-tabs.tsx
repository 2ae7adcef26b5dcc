import type { MessageKey } from '@portico/sdk';
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
    <div
      role="tablist"
      aria-label={t('users.tab.list')}
      className="mb-3 flex gap-1 border-b border-slate-200"
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={value === tab}
          onClick={() => onChange(tab)}
          className={`-mb-px border-b-2 px-3 py-1.5 text-xs ${
            value === tab
              ? 'border-brand-600 text-brand-700'
              : 'border-transparent text-slate-600 hover:text-brand-700'
          }`}
        >
          {t(LABELS[tab])}
        </button>
      ))}
    </div>
  );
}
