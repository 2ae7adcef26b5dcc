import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { part } from '../appearance/parts';

export interface TabItem<Value extends string> {
  value: Value;
  label: ReactNode;
  content: ReactNode;
  /**
   * Keeps the panel mounted, hidden, while another tab shows: for a form whose typed values
   * must survive a look at another tab. Other panels exist only while selected.
   */
  keepMounted?: boolean;
}

export interface TabsProps<Value extends string> {
  value: Value;
  onValueChange: (value: Value) => void;
  items: ReadonlyArray<TabItem<Value>>;
  label: string;
  className?: string;
  /** Classes added to the tab list (a page insets its bar, not its panels). */
  listClassName?: string;
}

/** Where each key moves from tab `at` of `count` (WAI-ARIA tabs, automatic activation). */
function target(key: string, at: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: (at + 1) % count,
    ArrowLeft: (at - 1 + count) % count,
    Home: 0,
    End: count - 1,
  };
  return moves[key];
}

/**
 * An underlined tab bar with roving focus (WAI-ARIA tabs pattern). Written here rather than
 * taken from Radix: Radix's roving focus compares `document.activeElement`, which inside a
 * shadow root is the host, so Tab into the list selected a tab and the arrows moved the
 * selection without the focus. Only the selected tab is in the Tab order; focusing a tab
 * never selects it, the arrow keys, Home and End move focus and selection together.
 */
export function Tabs<Value extends string>({
  value,
  onValueChange,
  items,
  label,
  className,
  listClassName = '',
}: TabsProps<Value>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (v: string) => `${base}-tab-${v}`;
  const panelId = (v: string) => `${base}-panel-${v}`;

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.value === value);
    const next = target(event.key, Math.max(at, 0), items.length);
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    const item = items[next]!;
    list.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(item.value)}"]`)?.focus();
    if (item.value !== value) onValueChange(item.value);
  };

  const mounted = items.filter((item) => item.value === value || item.keepMounted);
  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        part={part('tab-list')}
        aria-label={label}
        onKeyDown={keys}
        className={`mb-3 flex gap-1 border-b border-portico-border ${listClassName}`}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              data-value={item.value}
              data-state={selected ? 'active' : 'inactive'}
              aria-selected={selected}
              // Only the panels that exist are named.
              aria-controls={mounted.includes(item) ? panelId(item.value) : undefined}
              tabIndex={selected ? 0 : -1}
              part={part('tab')}
              onClick={() => !selected && onValueChange(item.value)}
              className="-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm font-medium text-portico-muted hover:text-portico-text focus-visible:outline-2 focus-visible:outline-portico-primary data-[state=active]:border-portico-primary data-[state=active]:text-portico-primary"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {mounted.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== value}
          data-state={item.value === value ? 'active' : 'inactive'}
          tabIndex={0}
          part={part('tab-panel')}
          className="outline-none"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
