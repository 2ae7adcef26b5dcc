import { domainSaveSchema, type AdminDomainRow } from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useDomainChanges } from '../api/domains';
import { fieldErrorsOf } from '../field-errors';

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
  const { save } = useDomainChanges();
  const [form, setForm] = useState<DomainForm>(() => formOf(domain, defaultOrgCode));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: DomainField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, id: domain?.id };
    const found = fieldErrorsOf(domainSaveSchema, body, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, {
      onSuccess: () => {
        notify(t('common.success'), 'success');
        onClose();
      },
      onError: (error) => notify(error.message, 'error'),
    });
  };

  return (
    <Dialog
      title={t(domain ? 'config.domain.editTitle' : 'config.domain.addTitle')}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="domain-form" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="domain-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
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
      </form>
    </Dialog>
  );
}
