import { useState, type ReactNode } from 'react';
import { Tabs } from '@portico/elements/ui';

export interface ConfigTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs over the configuration screens; a screen with one tab shows it without the bar. Only the
 * open tab is rendered, so a tab's calls start when it is opened.
 */
export function ConfigTabs({ tabs, label }: { tabs: readonly ConfigTab[]; label: string }) {
  const [open, setOpen] = useState(tabs[0]?.id ?? '');
  if (tabs.length <= 1) return <>{tabs[0]?.content}</>;
  return (
    <Tabs
      label={label}
      value={open}
      onValueChange={setOpen}
      listClassName="px-4 pt-3"
      items={tabs.map((tab) => ({ value: tab.id, label: tab.label, content: tab.content }))}
    />
  );
}
