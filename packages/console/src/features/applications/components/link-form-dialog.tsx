import { type MessageKey } from '@portico/sdk';
import { fieldErrorsOf, appLinkSaveSchema, type AdminAppLink } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { FormTextField } from '../../../components/admin/form-text-field';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { useT } from '../../../lib/use-t';
import { useAppLinkChanges } from '../api/app-links';

type FormField = 'code' | 'descript' | 'url' | 'icon' | 'iconName' | 'color';
const MESSAGES: Record<FormField, MessageKey> = {
  code: 'applications.form.codeRequired',
  descript: 'applications.form.nameRequired',
  url: 'applications.form.addressInvalid',
  icon: 'applications.form.addressInvalid',
  iconName: 'applications.form.tooLong',
  color: 'applications.form.colorInvalid',
};

/** Adds or edits a link of the unit's "My Apps" popover (product.md §2.7, §3 "App link"). */
export function LinkFormDialog({
  unitId,
  link,
  onClose,
}: {
  unitId: string;
  link?: AdminAppLink;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { save } = useAppLinkChanges();
  const fields = useFormFields<Record<FormField, string>, Partial<Record<FormField, MessageKey>>>({
    code: link?.code ?? '',
    descript: link?.descript ?? '',
    url: link?.url ?? '',
    icon: link?.icon ?? '',
    iconName: link?.iconName ?? '',
    color: link?.color ?? '',
  });
  const { form, setErrors } = fields;

  const submit = () => {
    const body = {
      id: link?.id,
      unitId,
      sort: link?.sort ?? 0,
      ...Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim() || null])),
    } as Parameters<typeof save.mutate>[0];
    const found = fieldErrorsOf(appLinkSaveSchema, body, MESSAGES);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      body,
      toasts.done(onClose, t('applications.links.saved', { code: form.code.trim() })),
    );
  };

  return (
    <FormDialog
      id="app-link-form"
      title={t(link ? 'applications.links.editTitle' : 'applications.links.addTitle')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormTextField fields={fields} name="code" label={t('applications.links.code')} required />
        <FormTextField
          fields={fields}
          name="descript"
          label={t('applications.links.descript')}
          required
        />
      </div>
      <FormTextField fields={fields} name="url" label={t('applications.links.url')} />
      <div className="grid grid-cols-3 gap-3">
        <FormTextField fields={fields} name="icon" label={t('applications.links.icon')} />
        <FormTextField fields={fields} name="iconName" label={t('applications.links.iconName')} />
        <FormTextField fields={fields} name="color" label={t('applications.links.color')} />
      </div>
    </FormDialog>
  );
}
