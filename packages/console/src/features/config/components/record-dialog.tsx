import { fieldErrorsOf, type FormSchema } from '@portico/sdk/contract';
import type { ReactNode } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { Field, Select, TextInput, type SelectOption } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';

export interface RecordField {
  name: string;
  label: string;
  required?: boolean;
  /** A select of these options instead of a text input. */
  options?: readonly SelectOption[];
  type?: 'text' | 'number';
  readOnly?: boolean;
}

/**
 * The add/edit dialog of the flat configuration records (macros, dictionary entries): text
 * fields checked with the SDK schema the server parses with, then `onSave`.
 */
export function RecordDialog({
  id,
  title,
  fields,
  initial,
  schema,
  toBody,
  saving,
  onSave,
  onClose,
  intro,
  extra,
}: {
  id: string;
  title: string;
  fields: readonly RecordField[];
  initial: Record<string, string>;
  schema: FormSchema;
  toBody: (form: Record<string, string>) => Record<string, unknown>;
  saving: boolean;
  onSave: (body: Record<string, unknown>) => void;
  onClose: () => void;
  /** Shown above the fields (what the record is for). */
  intro?: ReactNode;
  extra?: ReactNode;
}) {
  const t = useT();
  const { form, errors, set, setErrors } = useFormFields<
    Record<string, string>,
    Record<string, string>
  >(initial);
  const submit = () => {
    const body = toBody(form);
    const found = fieldErrorsOf(schema, body, t);
    setErrors(found);
    if (!Object.keys(found).length) onSave(body);
  };
  return (
    <FormDialog id={id} title={title} saving={saving} onSubmit={submit} onClose={onClose}>
      {intro}
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          error={errors[field.name] || null}
          required={field.required}
        >
          {field.options ? (
            <Select
              name={field.name}
              value={form[field.name] ?? ''}
              options={field.options}
              disabled={field.readOnly}
              onChange={(event) => set(field.name, event.target.value)}
            />
          ) : (
            <TextInput
              name={field.name}
              type={field.type ?? 'text'}
              value={form[field.name] ?? ''}
              readOnly={field.readOnly}
              onChange={(event) => set(field.name, event.target.value)}
            />
          )}
        </Field>
      ))}
      {extra}
    </FormDialog>
  );
}
