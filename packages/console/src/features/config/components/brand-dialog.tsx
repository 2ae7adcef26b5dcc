import { fieldErrorsOf, brandSaveSchema, type BrandRow } from '@portico/sdk/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useBrandChanges } from '../api/brands';

const FIELDS = [
  'code',
  'descript',
  'theme',
  'loginPage',
  'logoUrl',
  'backgroundUrl',
  'copyRight',
] as const;
type BrandField = (typeof FIELDS)[number];

const LABELS = {
  code: 'config.brand.code',
  descript: 'config.brand.descript',
  theme: 'config.brand.theme',
  loginPage: 'config.loginPage',
  logoUrl: 'config.logoUrl',
  backgroundUrl: 'config.backgroundUrl',
  copyRight: 'config.copyRight',
} as const;

/** Adds or edits a customer brand (/code/{code}); the code names the brand and stays. */
export function BrandDialog({ brand, onClose }: { brand?: BrandRow; onClose: () => void }) {
  const t = useT();
  const toasts = useMutationToasts();
  const { save } = useBrandChanges();
  const [form, setForm] = useState<Record<BrandField, string>>(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, brand?.[f] ?? ''])) as Record<BrandField, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const found = fieldErrorsOf(brandSaveSchema, form, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ mode: brand ? 'update' : 'add', body: form }, toasts.done(onClose));
  };

  return (
    <FormDialog
      id="brand-form"
      title={t(brand ? 'config.brand.editTitle' : 'config.brand.addTitle')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {FIELDS.map((field) => (
        <Field
          key={field}
          label={t(LABELS[field])}
          error={errors[field] || null}
          required={field === 'code' || field === 'descript'}
        >
          <TextInput
            name={field}
            value={form[field]}
            readOnly={field === 'code' && !!brand}
            onChange={(event) => {
              const value = event.target.value;
              setForm((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: '' }));
            }}
          />
        </Field>
      ))}
    </FormDialog>
  );
}
