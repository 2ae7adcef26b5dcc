import { managedTagSaveSchema, type ManagedTag, type MessageKey } from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { fieldErrorsOf } from '../../applications/field-errors';
import { useTagChanges } from '../api/tags';

type FormField = 'code' | 'name' | 'color';
const MESSAGES: Record<FormField, MessageKey> = {
  code: 'tags.form.codeInvalid',
  name: 'tags.form.nameRequired',
  color: 'applications.form.colorInvalid',
};

/** Adds a managed tag to a unit or edits one: code (unique in the unit), name, chip colour. */
export function TagFormDialog({
  unitId,
  tag,
  onClose,
}: {
  unitId: string;
  tag?: ManagedTag;
  onClose: () => void;
}) {
  const t = useT();
  const { save } = useTagChanges();
  const [form, setForm] = useState<Record<FormField, string>>({
    code: tag?.code ?? '',
    name: tag?.name ?? '',
    color: tag?.color ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FormField, MessageKey>>>({});
  const set = (key: FormField, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      id: tag?.id,
      unitId,
      code: form.code.trim(),
      name: form.name.trim(),
      color: form.color.trim() || null,
    };
    const found = fieldErrorsOf(managedTagSaveSchema, body, MESSAGES);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, {
      onSuccess: () => {
        notify(t('tags.saved', { name: body.name }), 'success');
        onClose();
      },
      onError: (error) => notify(error.message, 'error'),
    });
  };
  const field = (name: FormField, label: string, required = false, hint?: string) => (
    <Field
      label={label}
      error={errors[name] ? t(errors[name]) : null}
      required={required}
      hint={hint}
    >
      <TextInput
        name={name}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );
  return (
    <Dialog
      title={t(tag ? 'tags.editTitle' : 'tags.addTitle')}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="tag-form" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="tag-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          {field('code', t('tags.code'), true)}
          {field('name', t('tags.name'), true)}
        </div>
        {field('color', t('tags.color'), false, t('tags.colorHint'))}
      </form>
    </Dialog>
  );
}
