import type { AdminDomainRow } from '@portico/sdk/contract';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { PagedTable } from '../../../components/admin/paged-table';
import { AddButton, editDeleteColumn } from '../../../components/admin/row-actions';
import { useSessionUnit } from '../../../components/admin/session-unit';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { SearchBar } from '../../../components/ui/search-bar/search-bar';
import { textItem } from '../../../components/ui/search-bar/search-items';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { useT } from '../../../lib/use-t';
import { DOMAINS_KEY, fetchDomains, useDomainChanges } from '../api/domains';
import { DomainDialog } from './domain-dialog';

type Filters = { domain: string; orgCode: string };

/**
 * /config/domain-list (product.md §2.5, §3 "Domain record"): the domain records of the units the
 * caller administers, searched by host and unit, paged (api-contract.md §7.1), with add, edit and
 * delete. A record sets the look of the login page on its host (GET /domain/lookup).
 */
export function DomainListPage() {
  const t = useT();
  const unit = useSessionUnit();
  const form = useSearchForm<Filters>({ domain: '', orgCode: '' });
  const list = usePagedList<AdminDomainRow, Filters>({
    queryKey: DOMAINS_KEY,
    fetchPage: fetchDomains,
    initialFilters: { domain: '', orgCode: '' },
  });
  const { remove } = useDomainChanges();
  const [editing, setEditing] = useState<AdminDomainRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminDomainRow | null>(null);

  const columns: Column<AdminDomainRow>[] = [
    {
      key: 'domain',
      header: t('config.domain'),
      cell: (row) => (
        <a
          href={`//${row.domain}${location.port ? `:${location.port}` : ''}/login`}
          target="_blank"
          rel="noreferrer"
          className="text-brand-700 hover:underline"
          aria-label={t('config.domain.open', { domain: row.domain })}
        >
          {row.domain}
        </a>
      ),
    },
    {
      key: 'org',
      header: t('config.orgCode'),
      width: '10rem',
      cell: (row) => `${row.orgCode} ${row.orgName}`,
    },
    { key: 'brand', header: t('config.brand'), width: '7rem', cell: (row) => row.brandCode ?? '' },
    {
      key: 'loginPage',
      header: t('config.loginPage'),
      width: '7rem',
      cell: (row) => row.loginPage ?? '',
    },
    { key: 'copyRight', header: t('config.copyRight'), cell: (row) => row.copyRight ?? '' },
    editDeleteColumn(t('common.operation'), {
      edit: (row) => ({
        label: t('config.domain.editOne', { domain: row.domain }),
        onClick: () => setEditing(row),
      }),
      remove: (row) => ({
        label: t('config.domain.deleteOne', { domain: row.domain }),
        loading: remove.isPending && remove.variables === row.id,
        onClick: () => setDeleting(row),
      }),
    }),
  ];

  return (
    <AdminPage title={t('route.config.domainList')}>
      <SearchBar
        label={t('route.config.domainList')}
        loading={list.fetching}
        onQuery={() => list.search({ ...form.draft })}
        onClear={() => list.search(form.reset())}
        actions={<AddButton label={t('config.domain.add')} onClick={() => setEditing('new')} />}
        items={[
          textItem(form, 'domain', t('config.domain')),
          textItem(form, 'orgCode', t('config.orgCode')),
        ]}
      />
      <PagedTable
        label={t('route.config.domainList')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
      />
      {editing && (
        <DomainDialog
          domain={editing === 'new' ? undefined : editing}
          defaultOrgCode={unit?.code ?? ''}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={t('config.domain.deleteTitle')}
          message={t('config.domain.confirmDelete', { domain: deleting.domain })}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
