import type { MessageKey } from '@portico/sdk';
import { useT } from '../../lib/use-t';
import { Field, TextInput } from '../ui/form-controls';

/** What a FormTextField reads of `useFormFields` when the errors are message keys. */
export interface KeyedFormFields<K extends string> {
  form: Record<K, string>;
  errors: Partial<Record<K, MessageKey>>;
  set: (key: K, value: string) => void;
}

/** A labelled text input bound to one field of a `useFormFields` form, with its message. */
export function FormTextField<K extends string>({
  fields,
  name,
  label,
  required = false,
  hint,
}: {
  fields: KeyedFormFields<K>;
  name: K;
  label: string;
  required?: boolean;
  hint?: string;
}) {
  const t = useT();
  const error = fields.errors[name];
  return (
    <Field label={label} error={error ? t(error) : null} required={required} hint={hint}>
      <TextInput
        name={name}
        value={fields.form[name]}
        onChange={(event) => fields.set(name, event.target.value)}
      />
    </Field>
  );
}
