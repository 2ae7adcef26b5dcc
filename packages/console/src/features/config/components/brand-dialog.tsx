import { brandSaveSchema, type BrandRow } from '@portico/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DIALOG_WIDTH } from '../../../components/ui/dialog';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useBrandChanges } from '../api/brands';
import { fieldErrorsOf } from '../field-errors';

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
  const { save } = useBrandChanges();
  const [form, setForm] = useState<Record<BrandField, string>>(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, brand?.[f] ?? ''])) as Record<BrandField, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrorsOf(brandSaveSchema, form, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { mode: brand ? 'update' : 'add', body: form },
      {
        onSuccess: () => {
          notify(t('common.success'), 'success');
          onClose();
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };

  return (
    <Dialog
      title={t(brand ? 'config.brand.editTitle' : 'config.brand.addTitle')}
      width={DIALOG_WIDTH.form}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="brand-form" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="brand-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
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
      </form>
    </Dialog>
  );
}
