export interface TabBarProps<Value extends string> {
  /** Names the tab list for assistive tech. */
  label: string;
  tabs: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** When given, tab `v` gets the id `${idPrefix}-tab-${v}`, so that its panel can name it. */
  idPrefix?: string;
  className?: string;
}

/** The underlined tabs of a dialog (ARIA tabs); the caller renders the panels. */
export function TabBar<Value extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  className = '',
}: TabBarProps<Value>) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`flex gap-1 border-b border-slate-200 ${className}`}
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={idPrefix ? `${idPrefix}-tab-${tab.value}` : undefined}
          aria-selected={value === tab.value}
          onClick={() => onChange(tab.value)}
          className={`-mb-px border-b-2 px-3 py-1.5 text-xs ${
            value === tab.value
              ? 'border-brand-600 text-brand-700'
              : 'border-transparent text-slate-600 hover:text-brand-700'
          }`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
