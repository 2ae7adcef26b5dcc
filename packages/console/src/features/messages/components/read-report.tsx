import type { MessageReader } from '@portico/sdk/contract';
import { Badge, Button, formatDateTime, type Column } from '@portico/elements/ui';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { PagedTable } from '../../../components/admin/paged-table';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, Select, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import {
  downloadReadersCsv,
  fetchReaders,
  PUBLISHED_KEY,
  useMessageStatistics,
  useRemind,
} from '../api/messages';
import { useUnitDepartments } from '../api/directory';
import { useSessionUnit } from '../../../components/admin/session-unit';

type ReportFilters = { readState: string; unitCode: string; departmentId: string };
const NO_FILTERS: ReportFilters = { readState: '', unitCode: '', departmentId: '' };

/**
 * One message's read report: its counts, who has read it and who has not (filtered by read
 * state, unit code and department), the CSV of the same rows, and "remind the unread".
 */
export function ReadReport({
  messageId,
  title,
  onBack,
}: {
  messageId: string;
  title: string;
  onBack: () => void;
}) {
  const t = useT();
  const statistics = useMessageStatistics(messageId);
  const [draft, setDraft] = useState<ReportFilters>(NO_FILTERS);
  const list = usePagedList<MessageReader, ReportFilters>({
    queryKey: [...PUBLISHED_KEY, 'readers', messageId],
    fetchPage: (params) => fetchReaders(messageId, params),
    initialFilters: NO_FILTERS,
  });
  const unit = useSessionUnit();
  const departments = useUnitDepartments(unit?.id ?? null);
  const remind = useRemind();
  const [confirming, setConfirming] = useState(false);
  const stats = statistics.data;

  const columns: Column<MessageReader>[] = [
    {
      key: 'unitCode',
      header: t('announce.report.unit'),
      width: '9rem',
      cell: (r) => `${r.unitName} (${r.unitCode})`,
    },
    {
      key: 'departmentName',
      header: t('announce.report.department'),
      width: '9rem',
      cell: (r) => r.departmentName ?? '—',
    },
    {
      key: 'userCode',
      header: t('announce.report.user'),
      cell: (r) => `${r.userName} (${r.userCode})`,
    },
    {
      key: 'readState',
      header: t('announce.report.state'),
      width: '6rem',
      cell: (r) => (
        <Badge tone={r.readState === 'T' ? 'success' : 'warning'}>
          {t(r.readState === 'T' ? 'announce.report.state.read' : 'announce.report.state.unread')}
        </Badge>
      ),
    },
    {
      key: 'readAt',
      header: t('announce.report.readAt'),
      width: '10rem',
      cell: (r) => (r.readAt ? formatDateTime(r.readAt) : '—'),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <Panel className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-slate-800">
            {t('announce.report.title', { title })}
          </h2>
          <p role="status" data-testid="report-summary" className="text-xs text-slate-600">
            {stats
              ? `${t('announce.report.summary', { recipients: stats.recipients, delivered: stats.delivered, read: stats.read, unread: stats.unread })} · ${stats.readPercent}%`
              : '…'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button onClick={onBack}>{t('announce.report.back')}</Button>
          <Button
            onClick={() =>
              void downloadReadersCsv(messageId, list.filters).catch((failure: Error) =>
                notify(failure.message, 'error'),
              )
            }
          >
            {t('announce.report.export')}
          </Button>
          <Button variant="primary" disabled={!stats?.unread} onClick={() => setConfirming(true)}>
            {t('announce.report.remind')}
          </Button>
        </div>
      </Panel>
      <Panel>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            list.search(draft);
            void statistics.refetch();
          }}
        >
          <Field label={t('announce.report.state')} className="w-32">
            <Select
              name="readState"
              value={draft.readState}
              onChange={(e) => setDraft({ ...draft, readState: e.target.value })}
              options={[
                { value: '', label: t('announce.report.state.all') },
                { value: 'T', label: t('announce.report.state.read') },
                { value: 'F', label: t('announce.report.state.unread') },
              ]}
            />
          </Field>
          <Field label={t('announce.report.unit')} className="w-32">
            <TextInput
              name="unitCode"
              value={draft.unitCode}
              onChange={(e) => setDraft({ ...draft, unitCode: e.target.value })}
            />
          </Field>
          <Field label={t('announce.report.department')} className="w-48">
            <Select
              name="departmentId"
              value={draft.departmentId}
              onChange={(e) => setDraft({ ...draft, departmentId: e.target.value })}
              options={[
                { value: '', label: t('announce.report.state.all') },
                ...(departments.data ?? []).map((d) => ({ value: d.id, label: d.label })),
              ]}
            />
          </Field>
          <Button type="submit" variant="primary" loading={list.fetching}>
            {t('common.query')}
          </Button>
        </form>
      </Panel>
      <PagedTable
        label={t('announce.report.title', { title })}
        columns={columns}
        rowKey={(r) => r.userId}
        list={list}
      />
      {confirming && stats && (
        <ConfirmDialog
          title={t('announce.report.remind')}
          message={t('announce.report.remindConfirm', { count: stats.unread })}
          confirmLabel={t('announce.report.remind')}
          loading={remind.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remind.mutate(messageId, {
              onSuccess: (result) => {
                notify(t('announce.report.reminded', { count: result.reminded }), 'success');
                setConfirming(false);
              },
              onError: (failure) => notify(failure.message, 'error'),
            })
          }
        />
      )}
    </div>
  );
}
