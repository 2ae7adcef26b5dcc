import { part } from '../../appearance/parts';

export interface FactorFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /**
   * `one-time-code`: six digits on a numeric keyboard; `current-password`: a password; `text`:
   * a name the user gives (no autofill).
   */
  kind: 'one-time-code' | 'current-password' | 'text';
  /** At most this many characters; by default what the kind takes. */
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
}

/** A labelled input of the dialog's forms, with its error under it. */
export function FactorField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  kind,
  maxLength,
  placeholder,
  autoFocus,
}: FactorFieldProps) {
  const errorId = `${id}-error`;
  const code = kind === 'one-time-code';
  return (
    <div part={part('field')} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={kind === 'current-password' ? 'password' : 'text'}
        inputMode={code ? 'numeric' : undefined}
        pattern={code ? '[0-9 ]*' : undefined}
        autoComplete={kind === 'text' ? 'off' : kind}
        maxLength={maxLength ?? (code ? 7 : 128)}
        part={part('input')}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-autofocus={autoFocus ? '' : undefined}
        className={`h-9 w-full min-w-0 rounded-portico border border-portico-border bg-portico-surface px-3 text-sm text-portico-text focus-visible:border-portico-primary focus-visible:outline-2 focus-visible:outline-portico-primary aria-invalid:border-portico-danger ${code ? 'max-w-40 tracking-widest tabular-nums' : ''}`}
      />
      {error && (
        <p id={errorId} part={part('error')} className="text-xs text-portico-danger">
          {error}
        </p>
      )}
    </div>
  );
}
