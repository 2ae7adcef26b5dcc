import type { PublishedMessage } from '@portico/sdk/contract';
import { Badge, formatDateTime, type Column } from '@portico/elements/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { adminHref } from '../../../components/admin/admin-paths';
import { PagedTable } from '../../../components/admin/paged-table';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { fetchPublished, PUBLISHED_KEY, useWithdraw } from '../api/messages';
import { EditMessageDialog } from './edit-message-dialog';
import { ReadReport } from './read-report';

const STATUS_TONE = { scheduled: 'warning', published: 'success', expired: 'neutral' } as const;

/**
 * /message/published: every message the caller's units published, with its audience size,
 * delivered, read and read %; a message opens its read report (`?messageId=`), and can be
 * edited or withdrawn, also while it waits for its time.
 */
export function PublishedPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const openId = params.get('messageId');
  const list = usePagedList<PublishedMessage, Record<string, never>>({
    queryKey: [...PUBLISHED_KEY, 'list'],
    fetchPage: fetchPublished,
    initialFilters: {},
  });
  const [editing, setEditing] = useState<PublishedMessage | null>(null);
  const [withdrawing, setWithdrawing] = useState<PublishedMessage | null>(null);
  const withdraw = useWithdraw();
  const open = openId ? list.rows.find((row) => row.messageId === openId) : undefined;

  const columns: Column<PublishedMessage>[] = [
    {
      key: 'messageTitle',
      header: t('announce.list.title'),
      cell: (row) => (
        <Link
          className="text-brand-700 hover:underline"
          to={adminHref('/message/published', { messageId: row.messageId })}
        >
          {row.messageTitle}
        </Link>
      ),
    },
    {
      key: 'messageType',
      header: t('announce.list.kind'),
      width: '8rem',
      cell: (row) =>
        t(row.isShow === 'T' ? 'announce.kind.TIP' : `message.type.${row.messageType}`),
    },
    {
      key: 'status',
      header: t('announce.list.status'),
      width: '6rem',
      cell: (row) => (
        <Badge tone={STATUS_TONE[row.status]}>{t(`announce.status.${row.status}`)}</Badge>
      ),
    },
    {
      key: 'publishAt',
      header: t('announce.list.publishDate'),
      width: '10rem',
      cell: (row) => formatDateTime(row.publishAt),
    },
    {
      key: 'recipients',
      header: t('announce.list.audience'),
      width: '5.5rem',
      cell: (row) => row.statistics.recipients,
    },
    {
      key: 'delivered',
      header: t('announce.list.delivered'),
      width: '5.5rem',
      cell: (row) => row.statistics.delivered,
    },
    {
      key: 'read',
      header: t('announce.list.read'),
      width: '4.5rem',
      cell: (row) => row.statistics.read,
    },
    {
      key: 'readPercent',
      header: t('announce.list.readRate'),
      width: '5rem',
      cell: (row) => `${row.statistics.readPercent}%`,
    },
    {
      key: 'actions',
      header: t('announce.list.actions'),
      width: '12rem',
      cell: (row) => (
        <span className="flex gap-2 text-xs">
          <Link
            className="text-brand-700 hover:underline"
            to={adminHref('/message/published', { messageId: row.messageId })}
          >
            {t('announce.action.report')}
          </Link>
          <button
            type="button"
            className="text-brand-700 hover:underline"
            onClick={() => setEditing(row)}
          >
            {t('announce.action.edit')}
          </button>
          <button
            type="button"
            className="text-red-600 hover:underline"
            onClick={() => setWithdrawing(row)}
          >
            {t('announce.action.withdraw')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('route.message.published')}
      actions={
        <Link className="text-xs text-brand-700 hover:underline" to={adminHref('/message/publish')}>
          {t('announce.action.new')}
        </Link>
      }
    >
      {openId ? (
        <ReadReport
          messageId={openId}
          title={open?.messageTitle ?? ''}
          onBack={() => setParams({})}
        />
      ) : (
        <PagedTable
          label={t('route.message.published')}
          columns={columns}
          rowKey={(row) => row.messageId}
          list={list}
        />
      )}
      {editing && <EditMessageDialog message={editing} onClose={() => setEditing(null)} />}
      {withdrawing && (
        <ConfirmDialog
          title={t('announce.withdraw.title')}
          message={t('announce.withdraw.confirm', { title: withdrawing.messageTitle })}
          confirmLabel={t('announce.action.withdraw')}
          danger
          loading={withdraw.isPending}
          onClose={() => setWithdrawing(null)}
          onConfirm={() =>
            withdraw.mutate(withdrawing.messageId, {
              onSuccess: () => {
                notify(t('announce.withdrawn'), 'success');
                setWithdrawing(null);
              },
              onError: (failure) => notify(failure.message, 'error'),
            })
          }
        />
      )}
    </AdminPage>
  );
}
