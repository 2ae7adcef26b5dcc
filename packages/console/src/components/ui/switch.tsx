import { Spinner } from '@portico/elements/ui';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name: what is switched on or off. */
  label: string;
  disabled?: boolean;
  /** The change is being saved: the knob spins and clicks wait. */
  loading?: boolean;
}

/** An on/off switch (role=switch) of the dense admin look. */
export function Switch({ checked, onChange, label, disabled, loading }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-4 w-7 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed ${
        checked ? 'bg-brand-600' : 'bg-slate-300'
      } ${disabled && !loading ? 'opacity-50' : ''}`}
    >
      <span
        className={`flex size-3 items-center justify-center rounded-full bg-white shadow transition-transform ${
          checked ? 'translate-x-3.5' : 'translate-x-0.5'
        }`}
      >
        {loading && <Spinner className="size-2.5 text-brand-600" />}
      </span>
    </button>
  );
}
