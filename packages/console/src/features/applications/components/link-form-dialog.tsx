import { LOCALES, type Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { fieldErrorsOf, appLinkSaveSchema, type AdminAppLink } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { bindForm, TextField } from '../../../components/ui/bound-fields';
import {
  localeTextsOf,
  useLocaleTextFields,
} from '../../../components/admin/use-locale-text-fields';
import { useT } from '../../../lib/use-t';
import { useAppLinkChanges } from '../api/app-links';

/** The form field of each locale's description. */
const DESCRIPTION_FIELDS = {
  'zh-CN': 'descriptZh',
  'en-US': 'descriptEn',
} as const satisfies Record<Locale, string>;
const DESCRIPTION_LABELS: Record<Locale, TextKey> = {
  'zh-CN': 'applications.links.descriptZh',
  'en-US': 'applications.links.descriptEn',
};

type FormField =
  'code' | 'descript' | 'url' | 'icon' | 'iconName' | 'color' | (typeof DESCRIPTION_FIELDS)[Locale];
const MESSAGES: Record<FormField, TextKey> = {
  descriptZh: 'applications.form.tooLong',
  descriptEn: 'applications.form.tooLong',
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
  const fields = useFormFields<Record<FormField, string>, Partial<Record<FormField, TextKey>>>({
    code: link?.code ?? '',
    descript: link?.descript ?? '',
    url: link?.url ?? '',
    icon: link?.icon ?? '',
    iconName: link?.iconName ?? '',
    color: link?.color ?? '',
    descriptZh: link?.descriptions['zh-CN'] ?? '',
    descriptEn: link?.descriptions['en-US'] ?? '',
  });
  const bind = bindForm(fields, t);
  const { form, passes } = fields;
  const descriptFields = useLocaleTextFields(fields, 'descript', DESCRIPTION_FIELDS);
  const descriptBind = bindForm(descriptFields, t);

  const submit = () => {
    const own = ['code', 'descript', 'url', 'icon', 'iconName', 'color'] as const;
    const body = {
      id: link?.id,
      unitId,
      sort: link?.sort ?? 0,
      ...Object.fromEntries(own.map((key) => [key, form[key].trim() || null])),
      descriptions: localeTextsOf(form, DESCRIPTION_FIELDS),
    } as Parameters<typeof save.mutate>[0];
    if (!passes(fieldErrorsOf(appLinkSaveSchema, body, MESSAGES))) return;
    save.mutate(
      body,
      toasts.done(onClose, t('applications.links.saved', { code: form.code.trim() })),
    );
  };

  return (
    <FormDialog
      title={t(link ? 'applications.links.editTitle' : 'applications.links.addTitle')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField bind={bind} name="code" label={t('applications.links.code')} required />
        <TextField
          bind={descriptBind}
          name="descript"
          label={t('applications.links.descript')}
          required
        />
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            bind={descriptBind}
            name={DESCRIPTION_FIELDS[locale]}
            label={t(DESCRIPTION_LABELS[locale])}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600">{t('applications.links.descriptionsHint')}</p>
      <TextField bind={bind} name="url" label={t('applications.links.url')} />
      <div className="grid grid-cols-3 gap-3">
        <TextField bind={bind} name="icon" label={t('applications.links.icon')} />
        <TextField bind={bind} name="iconName" label={t('applications.links.iconName')} />
        <TextField bind={bind} name="color" label={t('applications.links.color')} />
      </div>
    </FormDialog>
  );
}
