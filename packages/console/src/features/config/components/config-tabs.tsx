import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ConfigTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs over the configuration screens (WAI-ARIA tabs: arrow keys move between them). Only the
 * open tab is rendered, so a tab's calls start when it is opened.
 */
export function ConfigTabs({ tabs, label }: { tabs: readonly ConfigTab[]; label: string }) {
  const base = useId();
  const [open, setOpen] = useState(tabs[0]?.id ?? '');
  const current = tabs.find((tab) => tab.id === open) ?? tabs[0];
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setOpen(next.id);
    document.getElementById(`${base}-${next.id}-tab`)?.focus();
  };
  if (!current) return null;
  return (
    <div className="flex flex-col">
      {tabs.length > 1 && (
        <div
          role="tablist"
          aria-label={label}
          className="flex gap-1 border-b border-slate-200 px-4 pt-3"
        >
          {tabs.map((tab, index) => {
            const selected = tab.id === current.id;
            return (
              <button
                key={tab.id}
                id={`${base}-${tab.id}-tab`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`${base}-${tab.id}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setOpen(tab.id)}
                onKeyDown={(event) => move(event, index)}
                className={`-mb-px border-b-2 px-3 py-1.5 text-xs ${
                  selected
                    ? 'border-brand-600 font-medium text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      )}
      <div
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${base}-${current.id}-panel`}
        aria-labelledby={tabs.length > 1 ? `${base}-${current.id}-tab` : undefined}
      >
        {current.content}
      </div>
    </div>
  );
}
