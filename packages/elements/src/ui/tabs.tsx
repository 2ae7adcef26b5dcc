import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { part } from '../appearance/parts';

export interface TabItem<Value extends string> {
  value: Value;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<Value extends string> {
  value: Value;
  onValueChange: (value: Value) => void;
  items: ReadonlyArray<TabItem<Value>>;
  label: string;
}

/** Radix tabs (arrow keys move between tabs) styled as an underlined tab bar. */
export function Tabs<Value extends string>({
  value,
  onValueChange,
  items,
  label,
}: TabsProps<Value>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as Value)}>
      <RadixTabs.List
        part={part('tab-list')}
        aria-label={label}
        className="mb-3 flex gap-1 border-b border-portico-border"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            part={part('tab')}
            className="-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm font-medium text-portico-muted hover:text-portico-text focus-visible:outline-2 focus-visible:outline-portico-primary data-[state=active]:border-portico-primary data-[state=active]:text-portico-primary"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          part={part('tab-panel')}
          className="outline-none"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
