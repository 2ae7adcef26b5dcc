import { fieldErrorsOf, domainSaveSchema, type AdminDomainRow } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useDomainChanges } from '../api/domains';

const FIELDS = [
  'domain',
  'orgCode',
  'brandCode',
  'logoUrl',
  'backgroundUrl',
  'copyRight',
  'loginPage',
] as const;
type DomainField = (typeof FIELDS)[number];
type DomainForm = Record<DomainField, string>;

const LABELS = {
  domain: 'config.domain',
  orgCode: 'config.orgCode',
  brandCode: 'config.brand',
  logoUrl: 'config.logoUrl',
  backgroundUrl: 'config.backgroundUrl',
  copyRight: 'config.copyRight',
  loginPage: 'config.loginPage',
} as const;

function formOf(row: AdminDomainRow | undefined, orgCode: string): DomainForm {
  return Object.fromEntries(
    FIELDS.map((f) => [f, row ? (row[f] ?? '') : f === 'orgCode' ? orgCode : '']),
  ) as DomainForm;
}

/** Adds or edits a domain record (product.md §3); checked with the server's own schema. */
export function DomainDialog({
  domain,
  defaultOrgCode,
  onClose,
}: {
  domain?: AdminDomainRow;
  defaultOrgCode: string;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useMutationToasts();
  const { save } = useDomainChanges();
  const { form, errors, set, setErrors } = useFormFields<DomainForm, Record<string, string>>(() =>
    formOf(domain, defaultOrgCode),
  );

  const submit = () => {
    const body = { ...form, id: domain?.id };
    const found = fieldErrorsOf(domainSaveSchema, body, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, toasts.done(onClose));
  };

  return (
    <FormDialog
      id="domain-form"
      title={t(domain ? 'config.domain.editTitle' : 'config.domain.addTitle')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-xs text-slate-600">{t('config.domain.hint')}</p>
      {FIELDS.map((field) => (
        <Field
          key={field}
          label={t(LABELS[field])}
          error={errors[field] || null}
          required={field === 'domain' || field === 'orgCode'}
        >
          <TextInput
            name={field}
            value={form[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        </Field>
      ))}
    </FormDialog>
  );
}
