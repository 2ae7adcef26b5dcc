import {
  cloneElement,
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const controlClass =
  'h-7 w-full min-w-0 rounded border border-slate-300 bg-white px-2 text-xs text-slate-800 outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-400 aria-invalid:border-red-400';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: string;
  /** One control; it gets the id, the error link and the required flag. */
  children: ReactElement<ControlProps>;
  error?: string | null;
  hint?: string;
  required?: boolean;
  /** 'inline' puts the label left of the control (search bars), 'stacked' above (forms). */
  layout?: 'stacked' | 'inline';
  className?: string;
}

/** A labelled control with its error (role=alert) and hint, wired with ids for assistive tech. */
export function Field({
  label,
  children,
  error,
  hint,
  required,
  layout = 'stacked',
  className = '',
}: FieldProps) {
  const id = useId();
  const controlId = children.props.id ?? `${id}-control`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The hint gives way to the message: only what is shown describes the control.
  const described = error ? errorId : hint ? hintId : '';
  const control = cloneElement(children, {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': required || undefined,
  });
  return (
    <div
      className={`${layout === 'inline' ? 'flex items-center gap-2' : 'flex flex-col gap-1'} min-w-0 ${className}`}
    >
      <label
        htmlFor={controlId}
        className={`text-xs text-slate-600 ${layout === 'inline' ? 'shrink-0 whitespace-nowrap' : ''}`}
      >
        {required && (
          <span aria-hidden="true" className="mr-0.5 text-red-500">
            *
          </span>
        )}
        {label}
      </label>
      <div className="min-w-0 flex-1">
        {control}
        {hint && !error && (
          <p id={hintId} className="mt-0.5 text-[11px] text-slate-500">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="mt-0.5 text-[11px] text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export function TextInput({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="text" {...props} className={`${controlClass} ${className}`} />;
}

/** Several lines of code-like text (addresses one per line, links, style sheets). */
export function TextArea({
  className = '',
  rows = 3,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      rows={rows}
      {...props}
      className={`${controlClass} h-auto resize-y py-1 font-mono ${className}`}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({
  options,
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  return (
    <select {...props} className={`${controlClass} cursor-pointer pr-1 ${className}`}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A select over a closed list of values, each named by `labelOf`; hands back the typed value. */
export function ChoiceSelect<V extends string>({
  values,
  labelOf,
  value,
  onChange,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  values: readonly V[];
  labelOf: (value: V) => string;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Select
      {...props}
      value={value}
      // The options are exactly `values`, so the chosen value is one of them.
      onChange={(event) => onChange(event.target.value as V)}
      options={values.map((choice) => ({ value: choice, label: labelOf(choice) }))}
    />
  );
}
