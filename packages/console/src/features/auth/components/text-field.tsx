import type { ReactNode } from 'react';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  placeholder?: string;
  /** The translated error; shown under the field as an alert. */
  error?: string | null;
  /** Extra control on the right of the input, e.g. the verification-code button. */
  addon?: ReactNode;
  /** Prefix of the ids, so two forms on one page do not share them. */
  idPrefix?: string;
  /** The on-screen keyboard: `numeric` for a one-time code. */
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  autoFocus?: boolean;
}

/** A labelled input with its error, as every form of the sign-in pages shows it. */
export function TextField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  placeholder,
  error,
  addon,
  idPrefix = 'field',
  inputMode,
  maxLength,
  autoFocus,
}: TextFieldProps) {
  const errorId = `${idPrefix}-${name}-error`;
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <span className="flex gap-2">
        <input
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400"
        />
        {addon}
      </span>
      {error && (
        <span id={errorId} role="alert" className="mt-1 block text-sm text-red-600">
          {error}
        </span>
      )}
    </label>
  );
}
