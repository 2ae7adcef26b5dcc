import { validateBatchSelection } from '@portico/sdk/internal';
import type { Message, MessageCenter, MessageTab } from '@portico/sdk/messaging';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { part } from '../../appearance/parts';
import { Badge, levelTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/format';
import { usePortico } from '../../ui/portico-context';
import { Table, type Column } from '../../ui/table';
import { MessageSearch } from './message-search';

/** product.md §2.9: the private table is 521 px high. */
export const PRIVATE_TABLE_HEIGHT = 521;
const PAGE_SIZE = 10;

export interface MessageListProps {
  tab: MessageTab;
  centre: MessageCenter;
  /** Opens a row's detail; resolves when shown (or refused). */
  onOpen: (message: Message) => Promise<void>;
  /** The id of the row whose detail is loading. */
  opening: string | null;
}

/**
 * One tab of the message centre: batch read / unread of the selected rows, the collapsible
 * search (private tab), a bordered table with row selection and a pager with the total.
 */
export function MessageList({ tab, centre, onOpen, opening }: MessageListProps) {
  useSignals();
  const { t, tr, toast } = usePortico();
  const list = centre.lists[tab].value;
  const selected = centre.selected.value[tab];
  const [searchOpen, setSearchOpen] = useState(false);
  const [marking, setMarking] = useState<'T' | 'F' | null>(null);
  const searchId = useId();
  const isPrivate = tab === 'PRIVATE';

  async function markSelected(readState: 'T' | 'F') {
    const invalid = validateBatchSelection(selected);
    if (invalid) return toast(tr(invalid), 'warning');
    setMarking(readState);
    try {
      await centre.markSelected(readState);
      toast(t('common.success'), 'success');
    } catch (failure) {
      toast(failure instanceof Error ? failure.message : String(failure), 'error');
    } finally {
      setMarking(null);
    }
  }

  async function toggleRead(message: Message) {
    try {
      await centre.markOne(message, message.readState === 'T' ? 'F' : 'T');
    } catch (failure) {
      toast(failure instanceof Error ? failure.message : String(failure), 'error');
    }
  }

  const columns: Array<Column<Message>> = [
    {
      key: 'title',
      header: t('message.column.title'),
      className: 'min-w-56',
      cell: (row) => (
        <button
          type="button"
          part={part('message-title')}
          onClick={() => void onOpen(row)}
          aria-busy={opening === row.messageId || undefined}
          className={`inline-flex max-w-full cursor-pointer items-center gap-2 text-start text-portico-primary hover:underline focus-visible:outline-2 focus-visible:outline-portico-primary aria-busy:cursor-wait ${row.readState === 'F' ? 'font-semibold' : ''}`}
        >
          {row.readState === 'F' && (
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-portico-danger" />
          )}
          <span className="line-clamp-2">{row.messageTitle}</span>
        </button>
      ),
    },
    {
      key: 'level',
      header: t('message.column.level'),
      className: 'w-20',
      cell: (row) => (
        <Badge tone={levelTone(row.messageLevel)}>{t(`message.level.${row.messageLevel}`)}</Badge>
      ),
    },
    {
      key: 'publisher',
      header: t('message.column.publisher'),
      cell: (row) => (
        <span className="flex flex-col leading-tight">
          <span>{row.srcUsername ?? ''}</span>
          <span className="text-xs text-portico-muted">{row.srcUsercode ?? ''}</span>
        </span>
      ),
    },
    {
      key: 'unit',
      header: t('message.column.publisherUnit'),
      cell: (row) => row.srcOrgname ?? '',
    },
    {
      key: 'date',
      header: t('message.column.publishDate'),
      className: 'w-36 whitespace-nowrap',
      cell: (row) => formatDateTime(row.publishDate),
    },
    {
      key: 'state',
      header: t('message.column.readState'),
      className: 'w-20',
      cell: (row) => (
        <Badge tone={row.readState === 'F' ? 'danger' : 'neutral'}>
          {t(row.readState === 'F' ? 'message.readState.unread' : 'message.readState.read')}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: t('common.operation'),
      className: 'whitespace-nowrap',
      cell: (row) => (
        <Button variant="link" onClick={() => void toggleRead(row)}>
          {t(row.readState === 'F' ? 'message.markRead' : 'message.markUnread')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {isPrivate && (
          <Button
            part={part('button', 'search-toggle')}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchId : undefined}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {t('message.search.toggle')}
            <span aria-hidden="true">{searchOpen ? '▴' : '▾'}</span>
          </Button>
        )}
        <span className="ms-auto text-xs text-portico-muted" aria-live="polite">
          {selected.length > 0 ? t('elements.table.selected', { count: selected.length }) : ''}
        </span>
        <Button loading={marking === 'T'} onClick={() => void markSelected('T')}>
          {t('message.batchRead')}
        </Button>
        <Button loading={marking === 'F'} onClick={() => void markSelected('F')}>
          {t('message.batchUnread')}
        </Button>
      </div>
      {isPrivate && searchOpen && (
        <MessageSearch
          id={searchId}
          onSearch={(filters) => centre.applySearch(filters)}
          onReset={() => centre.resetSearch()}
        />
      )}
      <Table
        label={t(isPrivate ? 'message.tab.private' : 'message.tab.notice')}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.messageId}
        rowName={(row) => row.messageTitle}
        selection={{ selected, onChange: (ids) => centre.select(ids, tab) }}
        height={isPrivate ? PRIVATE_TABLE_HEIGHT : undefined}
        loading={list.loading}
        // A host page may put its own empty state in the bell: <div slot="empty">…</div>.
        emptyText={<slot name="empty">{t('message.empty')}</slot>}
        pagination={{
          current: list.current,
          total: list.total,
          pageSize: PAGE_SIZE,
          busy: list.loading,
          onChange: (page) => void centre.setPage(page, tab),
        }}
      />
    </div>
  );
}
