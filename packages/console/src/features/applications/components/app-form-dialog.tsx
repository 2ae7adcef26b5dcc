import type { TextKey } from '../../../texts/catalogue';
import { fieldErrorsOf, appAddSchema, type AdminApp } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { bindForm, CheckField, SelectField, TextField } from '../../../components/ui/bound-fields';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useAppChanges } from '../api/apps';

interface AppForm {
  code: string;
  descript: string;
  href: string;
  logo: string;
  sLogo: string;
  sso: boolean;
  status: 'enabled' | 'disabled';
  sort: string;
}

type FormField = 'code' | 'descript' | 'href' | 'logo' | 'sLogo' | 'sort';
const MESSAGES: Record<FormField, TextKey> = {
  code: 'applications.form.codeInvalid',
  descript: 'applications.form.nameRequired',
  href: 'applications.form.addressInvalid',
  logo: 'applications.form.addressInvalid',
  sLogo: 'applications.form.addressInvalid',
  sort: 'applications.form.sortInvalid',
};

function formOf(app?: AdminApp): AppForm {
  return {
    code: app?.code ?? '',
    descript: app?.descript ?? '',
    href: app?.href ?? '',
    logo: app?.logo ?? '',
    sLogo: app?.sLogo ?? '',
    sso: (app?.sso ?? 'T') === 'T',
    status: app?.status ?? 'enabled',
    sort: String(app?.sort ?? 0),
  };
}

/** Adds an application or edits one (product.md §3 "App": code, descript, logos, href, SSO). */
export function AppFormDialog({ app, onClose }: { app?: AdminApp; onClose: () => void }) {
  const t = useT();
  const { add, update } = useAppChanges();
  const { form, errors, set, passes } = useFormFields<AppForm, Partial<Record<FormField, TextKey>>>(
    () => formOf(app),
  );

  const submit = () => {
    const body = {
      code: form.code.trim(),
      descript: form.descript.trim(),
      href: form.href.trim() || null,
      logo: form.logo.trim() || null,
      sLogo: form.sLogo.trim() || null,
      sso: form.sso ? ('T' as const) : ('F' as const),
      status: form.status,
      sort: Number(form.sort),
    };
    if (!passes(fieldErrorsOf(appAddSchema, body, MESSAGES))) return;
    const done = {
      onSuccess: () => {
        notify(t('applications.saved', { app: body.descript }), 'success');
        onClose();
      },
      onError: (error: Error) => notify(error.message, 'error'),
    };
    if (app) update.mutate(body, done);
    else add.mutate(body, done);
  };

  const bind = bindForm({ form, errors, set }, t);
  const error = bind.error;
  return (
    <FormDialog
      title={t(app ? 'applications.editTitle' : 'applications.addTitle')}
      saving={add.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t('field.app.code')}
          error={error('code')}
          hint={t('applications.form.codeHint')}
          required
        >
          <TextInput
            name="code"
            value={form.code}
            disabled={!!app}
            onChange={(event) => set('code', event.target.value.toUpperCase())}
          />
        </Field>
        <TextField bind={bind} name="descript" label={t('field.app.descript')} required />
      </div>
      <TextField
        bind={bind}
        name="href"
        label={t('field.app.href')}
        hint={t('applications.form.hrefHint')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField bind={bind} name="logo" label={t('applications.logo')} />
        <TextField bind={bind} name="sLogo" label={t('applications.sLogo')} />
      </div>
      <div className="grid grid-cols-3 items-end gap-3">
        <SelectField
          bind={bind}
          name="status"
          label={t('applications.status')}
          options={[
            { value: 'enabled', label: t('common.enabled') },
            { value: 'disabled', label: t('common.disabled') },
          ]}
        />
        <TextField bind={bind} name="sort" label={t('applications.sort')} type="number" min={0} />
        <CheckField bind={bind} name="sso" label={t('applications.sso')} className="h-7" />
      </div>
    </FormDialog>
  );
}
