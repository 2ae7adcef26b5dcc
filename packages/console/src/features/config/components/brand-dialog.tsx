import { brandSaveSchema, type BrandRow } from '@portico/sdk/contract';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useT } from '../../../lib/use-t';
import { useBrandChanges } from '../api/brands';
import { RecordDialog } from './record-dialog';

const FIELDS = [
  'code',
  'descript',
  'theme',
  'loginPage',
  'logoUrl',
  'backgroundUrl',
  'copyRight',
] as const;

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
  return (
    <RecordDialog
      id="brand-form"
      title={t(brand ? 'config.brand.editTitle' : 'config.brand.addTitle')}
      fields={FIELDS.map((name) => ({
        name,
        label: t(LABELS[name]),
        required: name === 'code' || name === 'descript',
        readOnly: name === 'code' && !!brand,
      }))}
      initial={Object.fromEntries(FIELDS.map((name) => [name, brand?.[name] ?? '']))}
      schema={brandSaveSchema}
      toBody={(form) => form}
      saving={save.isPending}
      onSave={(body) =>
        save.mutate(
          { mode: brand ? 'update' : 'add', body: body as Record<(typeof FIELDS)[number], string> },
          toasts.done(onClose),
        )
      }
      onClose={onClose}
    />
  );
}
