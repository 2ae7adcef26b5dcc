import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { TextKey } from '../../texts/catalogue';
import { useT } from '../../lib/use-t';
import { Field, Select, TextArea, TextInput, type SelectOption } from './form-controls';

/**
 * What a bound field reads of its form: the values, the shown message of a field (already in
 * the reader's language, or null) and the setter that also clears that field's message
 * (`useFormFields`). A method, so a form whose messages cover only some fields still fits.
 */
export interface Bound<F> {
  form: F;
  error(key: keyof F): string | null | undefined;
  set: <K extends keyof F>(key: K, value: F[K]) => void;
}

/**
 * Binds a `useFormFields` form: `show` turns a stored message into the text shown (`t` for
 * message keys, `formatMessage` for references); without it the messages are shown as stored.
 */
export function bindForm<F, E extends object>(
  fields: { form: F; errors: E; set: Bound<F>['set'] },
  show: (message: NonNullable<E[keyof E]>) => string = String,
): Bound<F> {
  return {
    form: fields.form,
    set: fields.set,
    error: (key) => {
      const message = (fields.errors as Partial<Record<PropertyKey, E[keyof E]>>)[key];
      return message ? show(message) : null;
    },
  };
}

/** The keys of `F` whose values are of type `V`. */
type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string;

interface Labelled {
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

type TextInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'checked' | 'className'
>;

/** The Field props of a bound control: its label, hint and required mark, and its message. */
function fieldOf<F>(bind: Bound<F>, name: keyof F, labelled: Labelled) {
  return { ...labelled, error: bind.error(name) };
}

/** A control's value and change handler, bound to a string field of a form. */
function valueOf<F>(bind: Bound<F>, name: KeysOf<F, string>) {
  return {
    name,
    value: bind.form[name] as string,
    onChange: (event: ChangeEvent<{ value: string }>) =>
      bind.set(name, event.target.value as F[typeof name]),
  };
}

/** A labelled text input (text, time, number as text…) bound to a string field of a form. */
export function TextField<F>({
  bind,
  name,
  label,
  required,
  hint,
  className,
  ...input
}: Labelled & TextInputProps & { bind: Bound<F>; name: KeysOf<F, string> }) {
  return (
    <Field {...fieldOf(bind, name, { label, required, hint, className })}>
      <TextInput {...input} {...valueOf(bind, name)} />
    </Field>
  );
}

/** A new password's input: hidden, and a password manager offers to make one up. */
export const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

/**
 * One text field of a form as data: its name, the message keys of its label and hint, and the
 * input's attributes. A form declares its run of plain text fields as a list of these.
 */
export type TextFieldSpec<F> = Omit<Labelled, 'label' | 'hint'> &
  TextInputProps & { name: KeysOf<F, string>; label: TextKey; hint?: TextKey };

/**
 * A form's run of text fields drawn from their specs, in order, in the reader's language;
 * `autoFocus` puts the cursor in the first field that is not disabled.
 */
export function TextFields<F>({
  bind,
  fields,
  autoFocus = false,
}: {
  bind: Bound<F>;
  fields: readonly TextFieldSpec<F>[];
  autoFocus?: boolean;
}) {
  const t = useT();
  const first = autoFocus ? fields.find((spec) => !spec.disabled) : undefined;
  return fields.map(({ label, hint, ...spec }) => (
    <TextField
      key={spec.name}
      bind={bind}
      label={t(label)}
      hint={hint && t(hint)}
      autoFocus={spec.name === first?.name || undefined}
      {...spec}
    />
  ));
}

/** A labelled text area bound to a string field of a form. */
export function TextAreaField<F>({
  bind,
  name,
  rows,
  ...labelled
}: Labelled & { bind: Bound<F>; name: KeysOf<F, string>; rows?: number }) {
  return (
    <Field {...fieldOf(bind, name, labelled)}>
      <TextArea rows={rows} {...valueOf(bind, name)} />
    </Field>
  );
}

/** A labelled select bound to a string field of a form. */
export function SelectField<F>({
  bind,
  name,
  options,
  disabled,
  ...labelled
}: Labelled & {
  bind: Bound<F>;
  name: KeysOf<F, string>;
  options: readonly SelectOption[];
  disabled?: boolean;
}) {
  return (
    <Field {...fieldOf(bind, name, labelled)}>
      <Select options={options} disabled={disabled} {...valueOf(bind, name)} />
    </Field>
  );
}

/** A checkbox with its label on the right. */
export function CheckBox({
  label,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={`flex items-center gap-1.5 text-xs text-slate-700 ${className}`}>
      <input type="checkbox" className="size-3.5 accent-brand-600" {...input} />
      {label}
    </label>
  );
}

/** A checkbox bound to a boolean field of a form. */
export function CheckField<F>({
  bind,
  name,
  label,
  disabled,
  className,
}: {
  bind: Bound<F>;
  name: KeysOf<F, boolean>;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <CheckBox
      name={name}
      className={className}
      label={label}
      disabled={disabled}
      checked={bind.form[name] as boolean}
      onChange={(event) => bind.set(name, event.target.checked as F[typeof name])}
    />
  );
}

/**
 * Several checkboxes under one legend (week days, character classes), the group's message
 * below them and tied to the group, so a screen reader reads it with the legend.
 */
export function ChoiceGroup({
  legend,
  required,
  error,
  children,
}: {
  legend: string;
  required?: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-xs text-slate-600">
        {required && (
          <span aria-hidden="true" className="mr-0.5 text-red-500">
            *
          </span>
        )}
        {legend}
      </legend>
      <div className="flex flex-wrap gap-3">{children}</div>
      {error && (
        <p id={errorId} role="alert" className="text-[11px] text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
