import { domainSaveSchema, type AdminDomainRow } from '@portico/sdk/contract';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useT } from '../../../lib/use-t';
import { useDomainChanges } from '../api/domains';
import { RecordDialog } from './record-dialog';

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
  return (
    <RecordDialog
      id="domain-form"
      title={t(domain ? 'config.domain.editTitle' : 'config.domain.addTitle')}
      intro={<p className="text-xs text-slate-600">{t('config.domain.hint')}</p>}
      fields={FIELDS.map((name) => ({
        name,
        label: t(LABELS[name]),
        required: name === 'domain' || name === 'orgCode',
      }))}
      initial={formOf(domain, defaultOrgCode)}
      schema={domainSaveSchema}
      toBody={(form) => ({ ...form, id: domain?.id })}
      saving={save.isPending}
      onSave={(body) => save.mutate(body as DomainForm & { id?: string }, toasts.done(onClose))}
      onClose={onClose}
    />
  );
}
