import type { TextKey } from '../../../texts/catalogue';
import { managedTagSaveSchema, type ManagedTag } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { bindForm, TextField } from '../../../components/ui/bound-fields';
import { useT } from '../../../lib/use-t';
import { fieldErrorsOf } from '../../applications';
import { useTagChanges } from '../api/tags';

type FormField = 'code' | 'name' | 'color';
const MESSAGES: Record<FormField, TextKey> = {
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
  const toasts = useMutationToasts();
  const { save } = useTagChanges();
  const fields = useFormFields<Record<FormField, string>, Partial<Record<FormField, TextKey>>>({
    code: tag?.code ?? '',
    name: tag?.name ?? '',
    color: tag?.color ?? '',
  });
  const bind = bindForm(fields, t);
  const { form, passes } = fields;
  const submit = () => {
    const body = {
      id: tag?.id,
      unitId,
      code: form.code.trim(),
      name: form.name.trim(),
      color: form.color.trim() || null,
    };
    if (!passes(fieldErrorsOf(managedTagSaveSchema, body, MESSAGES))) return;
    save.mutate(body, toasts.done(onClose, t('tags.saved', { name: body.name })));
  };
  return (
    <FormDialog
      title={t(tag ? 'tags.editTitle' : 'tags.addTitle')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField bind={bind} name="code" label={t('tags.code')} required />
        <TextField bind={bind} name="name" label={t('tags.name')} required />
      </div>
      <TextField bind={bind} name="color" label={t('tags.color')} hint={t('tags.colorHint')} />
    </FormDialog>
  );
}
