import type { ReactNode } from 'react';
import type { TextKey } from '../../../texts/catalogue';
import { Tabs } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';

export type UserTab =
  'basic' | 'units' | 'projections' | 'tags' | 'sessions' | 'functions' | 'data';

const LABELS: Record<UserTab, TextKey> = {
  basic: 'users.tab.basic',
  units: 'users.tab.units',
  projections: 'users.tab.projections',
  tags: 'users.tab.tags',
  sessions: 'users.tab.sessions',
  functions: 'users.tab.functions',
  data: 'users.tab.data',
};

export interface UserTabPanel {
  tab: UserTab;
  content: ReactNode;
  /** Stays mounted while another tab shows, so its unsaved edits survive a switch. */
  keepMounted?: boolean;
}

/** The tabs of the user dialogs, each named in the reader's language. */
export function UserTabs({
  panels,
  value,
  onChange,
}: {
  panels: readonly UserTabPanel[];
  value: UserTab;
  onChange: (tab: UserTab) => void;
}) {
  const t = useT();
  return (
    <Tabs
      label={t('users.tab.list')}
      value={value}
      onValueChange={onChange}
      items={panels.map(({ tab, content, keepMounted }) => ({
        value: tab,
        label: t(LABELS[tab]),
        content,
        keepMounted,
      }))}
    />
  );
}
