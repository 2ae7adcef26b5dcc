import { appLinkSaveSchema, type AdminAppLink, type MessageKey } from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useAppLinkChanges } from '../api/app-links';
import { fieldErrorsOf } from '../field-errors';

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
  const { save } = useAppLinkChanges();
  const [form, setForm] = useState<Record<FormField, string>>({
    code: link?.code ?? '',
    descript: link?.descript ?? '',
    url: link?.url ?? '',
    icon: link?.icon ?? '',
    iconName: link?.iconName ?? '',
    color: link?.color ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FormField, MessageKey>>>({});
  const set = (key: FormField, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      id: link?.id,
      unitId,
      sort: link?.sort ?? 0,
      ...Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim() || null])),
    } as Parameters<typeof save.mutate>[0];
    const found = fieldErrorsOf(appLinkSaveSchema, body, MESSAGES);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, {
      onSuccess: () => {
        notify(t('applications.links.saved', { code: form.code.trim() }), 'success');
        onClose();
      },
      onError: (error) => notify(error.message, 'error'),
    });
  };

  const field = (name: FormField, label: string, required = false) => (
    <Field label={label} error={errors[name] ? t(errors[name]) : null} required={required}>
      <TextInput
        name={name}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );
  return (
    <Dialog
      title={t(link ? 'applications.links.editTitle' : 'applications.links.addTitle')}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="app-link-form" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="app-link-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          {field('code', t('applications.links.code'), true)}
          {field('descript', t('applications.links.descript'), true)}
        </div>
        {field('url', t('applications.links.url'))}
        <div className="grid grid-cols-3 gap-3">
          {field('icon', t('applications.links.icon'))}
          {field('iconName', t('applications.links.iconName'))}
          {field('color', t('applications.links.color'))}
        </div>
      </form>
    </Dialog>
  );
}
