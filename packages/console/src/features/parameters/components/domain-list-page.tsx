import type { DomainRecord } from '@portico/sdk';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { lookupDomain } from '../api/password-strategy';

/**
 * /config/domain-list (product.md §2.5, §3 domain records). The server has no calls to list or
 * change domains yet, so the screen says so and offers what exists: the public lookup by host.
 */
export function DomainListPage() {
  const t = useT();
  const [domain, setDomain] = useState(
    typeof window === 'undefined' ? '' : window.location.hostname,
  );
  const lookup = useMutation({ mutationFn: lookupDomain });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (domain.trim()) lookup.mutate(domain.trim());
  };
  const record: DomainRecord | null | undefined = lookup.data;
  const fields: Array<[string, string | null | undefined]> = record
    ? [
        [t('parameterConfig.domain'), record.domain],
        [t('parameterConfig.orgCode'), record.orgCode],
        [t('parameterConfig.logo'), record.logoUrl],
        [t('parameterConfig.background'), record.backgroundUrl],
        [t('parameterConfig.copyright'), record.copyRight],
        [t('parameterConfig.loginPage'), record.loginPage],
      ]
    : [];

  return (
    <AdminPage title={t('route.config.domainList')}>
      <p role="note" className="rounded bg-amber-50 px-3 py-2 text-xs text-amber-800">
        {t('parameterConfig.domainsLookupOnly')}
      </p>
      <Panel label={t('parameterConfig.lookup')} className="flex flex-col gap-3">
        <form onSubmit={submit} className="flex max-w-md items-end gap-2">
          <Field label={t('parameterConfig.domain')} className="flex-1">
            <TextInput name="domain" value={domain} onChange={(e) => setDomain(e.target.value)} />
          </Field>
          <Button type="submit" variant="primary" loading={lookup.isPending}>
            {t('parameterConfig.lookup')}
          </Button>
        </form>
        {lookup.isError && (
          <p role="alert" className="text-xs text-red-600">
            {lookup.error.message}
          </p>
        )}
        {lookup.isSuccess && !record && (
          <p className="text-xs text-slate-600">{t('parameterConfig.noDomain')}</p>
        )}
        {record && (
          <dl className="grid max-w-xl grid-cols-[9rem_1fr] gap-x-3 gap-y-1 text-xs">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-all text-slate-800">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </Panel>
    </AdminPage>
  );
}
