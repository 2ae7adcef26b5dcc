import type { AuditRow } from '@portico/sdk/contract';
import { useState } from 'react';
import { Button, formatDateTime, Modal, type Column } from '@portico/elements/ui';
import { AdminPage } from '../../../components/admin/admin-page';
import { PagedTable } from '../../../components/admin/paged-table';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { TextInput } from '../../../components/ui/form-controls';
import { SearchBar, type SearchItem } from '../../../components/ui/search-bar/search-bar';
import { textItem } from '../../../components/ui/search-bar/search-items';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { AUDIT_KEY, fetchAllAudit, fetchAuditPage } from '../api/audit';
import { auditCsv } from '../audit-csv';

type AuditFilters = {
  from: string;
  to: string;
  actor: string;
  unitCode: string;
  action: string;
  targetType: string;
};

const BLANK: AuditFilters = {
  from: '',
  to: '',
  actor: '',
  unitCode: '',
  action: '',
  targetType: '',
};

/** The filters as sent: trimmed, empty ones dropped, the dates put in order. */
function queryOf(draft: AuditFilters): AuditFilters {
  const trimmed = Object.fromEntries(
    Object.entries(draft).map(([key, value]) => [key, value.trim()]),
  ) as AuditFilters;
  if (trimmed.from && trimmed.to && trimmed.from > trimmed.to) {
    [trimmed.from, trimmed.to] = [trimmed.to, trimmed.from];
  }
  return trimmed;
}

const shown = (value: unknown) =>
  value == null ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /audit/audit-trail: who changed what (guide "Audit and sessions"): filters by time, actor,
 * unit, action and target; a row opens its changes before → after; the filtered rows export as CSV.
 */
export function AuditTrailPage() {
  const t = useT();
  const form = useSearchForm<AuditFilters>(BLANK);
  const [applied, setApplied] = useState<AuditFilters>(BLANK);
  const [open, setOpen] = useState<AuditRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = usePagedList<AuditRow, AuditFilters>({
    queryKey: [...AUDIT_KEY],
    fetchPage: fetchAuditPage,
    initialFilters: BLANK,
  });
  const search = (filters: AuditFilters) => {
    setApplied(filters);
    list.search(filters);
  };
  const date = (key: 'from' | 'to', label: string) => ({
    key,
    label,
    control: (
      <TextInput
        type="date"
        name={key}
        className="min-w-[8.5rem]"
        value={form.draft[key]}
        onChange={(event) => form.set(key, event.target.value)}
      />
    ),
  });
  const items: SearchItem[] = [
    textItem(form, 'actor', t('audit.actor')),
    textItem(form, 'unitCode', t('audit.unit')),
    textItem(form, 'action', t('audit.action'), 'roles.saveAuth'),
    textItem(form, 'targetType', t('audit.target')),
    date('from', t('audit.from')),
    date('to', t('audit.to')),
  ];
  const columns: Column<AuditRow>[] = [
    {
      key: 'time',
      header: t('audit.time'),
      width: '11rem',
      cell: (row) => formatDateTime(row.time),
    },
    {
      key: 'actorUserCode',
      header: t('audit.actor'),
      width: '10rem',
      cell: (row) => `${row.actorUnitCode ?? '—'} / ${row.actorUserCode ?? '—'}`,
    },
    { key: 'action', header: t('audit.action'), width: '12rem' },
    {
      key: 'targetId',
      header: t('audit.targetId'),
      cell: (row) => `${row.targetType ?? ''} ${row.targetId ?? ''}`.trim() || '—',
    },
    { key: 'unitCode', header: t('audit.unit'), width: '6rem', cell: (row) => row.unitCode ?? '—' },
    { key: 'ip', header: t('audit.ip'), width: '8rem', cell: (row) => row.ip ?? '—' },
    {
      key: 'changes',
      header: t('audit.changes'),
      width: '6rem',
      cell: (row) => t('audit.changeCount', { count: row.changes.length }),
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllAudit(
        Object.fromEntries(Object.entries(applied).filter(([, value]) => value !== '')),
      );
      download(auditCsv(rows), 'audit-trail.csv');
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title={t('route.audit.trail')}
      actions={
        <Button onClick={() => void exportCsv()} loading={exporting}>
          {exporting ? t('audit.exporting') : t('audit.export')}
        </Button>
      }
    >
      <SearchBar
        label={t('audit.search')}
        loading={list.fetching}
        onQuery={() => search(queryOf(form.draft))}
        onClear={() => search(queryOf(form.reset()))}
        items={items}
        mainCount={items.length}
      />
      <PagedTable
        label={t('route.audit.trail')}
        columns={columns}
        rowKey={(row) => String(row.seq)}
        onRowClick={setOpen}
        list={list}
      />
      {open && (
        <Modal
          title={t('audit.detail', { seq: open.seq })}
          onClose={() => setOpen(null)}
          width={720}
        >
          <p className="mb-2 text-xs text-slate-600">
            {formatDateTime(open.time)} · {open.actorUnitCode ?? '—'} / {open.actorUserCode ?? '—'}{' '}
            · {open.action} · {open.ip ?? '—'}
          </p>
          {open.changes.length === 0 ? (
            <p className="text-sm">{t('audit.noChanges')}</p>
          ) : (
            <table className="w-full text-left text-xs" data-testid="audit-diff">
              <thead>
                <tr>
                  <th className="p-1">{t('audit.field')}</th>
                  <th className="p-1">{t('audit.before')}</th>
                  <th className="p-1">{t('audit.after')}</th>
                </tr>
              </thead>
              <tbody>
                {open.changes.map((change, index) => (
                  <tr key={index} className="border-t border-slate-200 align-top">
                    <td className="p-1 font-mono">{change.field}</td>
                    <td className="p-1 whitespace-pre-wrap break-all text-red-700">
                      {shown(change.before)}
                    </td>
                    <td className="p-1 whitespace-pre-wrap break-all text-green-700">
                      {shown(change.after)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Modal>
      )}
    </AdminPage>
  );
}
