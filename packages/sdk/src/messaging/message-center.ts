import { signal, type ReadonlySignal } from '@preact/signals-core';
import { DEFAULT_PAGE_SIZE } from '../contract/envelope';
import { defaultMessageSearchRange, type MessageSearchFilters } from '../validation/message-search';
import type { Message } from './message-types';
import {
  assertMessageSearch,
  getMessageDetail,
  listNotices,
  listUserMessages,
  pageOrEmpty,
  setReadState,
  setReadStates,
  type MessagingClient,
  type ReadState,
} from './messages-api';
import { createThrottle, UNREAD_THROTTLE_MS, type UnreadCounter } from './unread';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

/** Message list refresh while the centre is open (api-contract.md §9). */
export const MESSAGE_LIST_REFRESH_MS = 120_000;

/** The two tabs of the message centre (product.md §2.9). */
export type MessageTab = 'PRIVATE' | 'NOTICE';

/** One tab's list in the message centre: rows, total, current page, loading and the last failure. */
export interface MessageListState {
  rows: readonly Message[];
  total: number;
  /** 1-based page. */
  current: number;
  loading: boolean;
  /** The failure of the last load; the table is then empty with total 0 (api-contract.md §8). */
  error: unknown;
}

/** The message centre's state and actions: tabs, lists, paging, search, selection, reading. */
export interface MessageCenter {
  readonly tab: ReadonlySignal<MessageTab>;
  readonly lists: Readonly<Record<MessageTab, ReadonlySignal<MessageListState>>>;
  /** Selected message ids of each tab (row selection, product.md §2.9). */
  readonly selected: ReadonlySignal<Readonly<Record<MessageTab, readonly string[]>>>;
  /** The private-tab search as submitted; null means the default last-7-days range. */
  readonly search: ReadonlySignal<MessageSearchFilters | null>;
  readonly active: ReadonlySignal<boolean>;
  /** Open (load now, then every 120 s) or closed (no calls). */
  setActive(active: boolean): void;
  setTab(tab: MessageTab): Promise<void>;
  setPage(current: number, tab?: MessageTab): Promise<void>;
  /** Checks product.md §5 first (throws MessagingValidationError), then loads page 1. */
  applySearch(filters: MessageSearchFilters): Promise<void>;
  resetSearch(): Promise<void>;
  select(ids: readonly string[], tab?: MessageTab): void;
  /** Reloads the shown tab now (no-op while closed: opening loads anyway). */
  refresh(): Promise<void>;
  /** Something changed on the server (a push): throttled refresh of the shown tab. */
  trigger(): void;
  markOne(message: Pick<Message, 'messageId'>, readState: ReadState): Promise<void>;
  /** Marks the selection of the shown tab; 'please select messages first' when empty. */
  markSelected(readState: ReadState): Promise<void>;
  /** The detail; an unread PRIVATE message is marked read as it opens (product.md §4). */
  open(message: Pick<Message, 'messageId' | 'messageType' | 'readState'>): Promise<Message>;
  dispose(): void;
}

/** What `createMessageCenter` needs: the unread counter to refresh, and timers for tests. */
export interface MessageCenterOptions {
  unread: UnreadCounter;
  timers?: Timers;
  refreshMs?: number;
  /** Throttle window of push-triggered refreshes; the unread window by default. */
  triggerMs?: number;
  /** Search the default last 7 days until the user submits a search (product.md §5). */
  defaultRange?: boolean;
}

const emptyList = (): MessageListState => ({
  rows: [],
  total: 0,
  current: 1,
  loading: false,
  error: null,
});

/** The message centre of product.md §2.9 over the message calls (`MessageCenter`). */
export function createMessageCenter(
  client: MessagingClient,
  options: MessageCenterOptions,
): MessageCenter {
  const { unread, timers = defaultTimers, defaultRange = true } = options;
  const tab = signal<MessageTab>('PRIVATE');
  const lists = { PRIVATE: signal(emptyList()), NOTICE: signal(emptyList()) };
  const selected = signal<Record<MessageTab, readonly string[]>>({ PRIVATE: [], NOTICE: [] });
  const search = signal<MessageSearchFilters | null>(null);
  const active = signal(false);
  const loads: Record<MessageTab, number> = { PRIVATE: 0, NOTICE: 0 };
  let poll: TimerHandle | undefined;

  // Recomputed on each call, so a centre left open past midnight still sees today's messages.
  function filtersOf(filters: MessageSearchFilters | null): MessageSearchFilters {
    if (filters || !defaultRange) return filters ?? {};
    const { start, end } = defaultMessageSearchRange(new Date(timers.now()));
    return { publishStartDate: start, publishEndDate: end };
  }

  async function load(which: MessageTab, current: number): Promise<void> {
    const seq = ++loads[which];
    const list = lists[which];
    list.value = { ...list.value, loading: true };
    const page = await pageOrEmpty(
      which === 'PRIVATE'
        ? listUserMessages(client, { current, filters: filtersOf(search.value) })
        : listNotices(client, current),
    );
    // A newer load of this tab started meanwhile: its answer is the one to show.
    if (seq !== loads[which]) return;
    // Marking the last rows of the last page (while filtering unread) empties it: step back.
    const lastPage = Math.max(1, Math.ceil(page.totalRows / DEFAULT_PAGE_SIZE));
    if (page.datas.length === 0 && current > lastPage && !page.error) {
      return load(which, lastPage);
    }
    list.value = {
      rows: page.datas,
      total: page.totalRows,
      current,
      loading: false,
      error: page.error ?? null,
    };
  }

  const reloadShown = () => load(tab.value, lists[tab.value].value.current);
  const throttle = createThrottle(
    () => void reloadShown(),
    options.triggerMs ?? UNREAD_THROTTLE_MS,
    timers,
  );

  function patchRows(ids: readonly string[], readState: ReadState) {
    const set = new Set(ids);
    for (const list of Object.values(lists)) {
      const rows = list.value.rows.map((row) =>
        set.has(row.messageId) ? { ...row, readState } : row,
      );
      list.value = { ...list.value, rows };
    }
  }

  // After each change: the badge at once, and the shown table if open (filters may drop rows).
  async function resync() {
    await Promise.all([unread.refresh(), active.value ? reloadShown() : undefined]);
  }

  function stopPoll() {
    timers.clearInterval(poll);
    poll = undefined;
    throttle.cancel();
  }

  return {
    tab,
    lists,
    selected,
    search,
    active,
    setActive(next) {
      if (next === active.value) return;
      active.value = next;
      if (!next) return stopPoll();
      poll = timers.setInterval(
        () => void reloadShown(),
        options.refreshMs ?? MESSAGE_LIST_REFRESH_MS,
      );
      void reloadShown();
    },
    async setTab(next) {
      tab.value = next;
      if (active.value) await reloadShown();
    },
    setPage: (current, which = tab.value) => load(which, current),
    async applySearch(filters) {
      assertMessageSearch(client, filters);
      search.value = filters;
      await load('PRIVATE', 1);
    },
    async resetSearch() {
      search.value = null;
      await load('PRIVATE', 1);
    },
    select(ids, which = tab.value) {
      selected.value = { ...selected.value, [which]: [...ids] };
    },
    refresh: async () => (active.value ? reloadShown() : undefined),
    trigger() {
      if (active.value) throttle.trigger();
    },
    async markOne(message, readState) {
      await setReadState(client, message.messageId, readState);
      patchRows([message.messageId], readState);
      await resync();
    },
    async markSelected(readState) {
      const which = tab.value;
      const ids = selected.value[which];
      await setReadStates(client, ids, readState);
      patchRows(ids, readState);
      selected.value = { ...selected.value, [which]: [] };
      await resync();
    },
    async open(message) {
      const detail = await getMessageDetail(client, message.messageId);
      const type = detail.messageType ?? message.messageType;
      const state = detail.readState ?? message.readState;
      if (type !== 'PRIVATE' || state !== 'F') return detail;
      await setReadState(client, message.messageId, 'T');
      patchRows([message.messageId], 'T');
      await resync();
      return { ...detail, readState: 'T' };
    },
    dispose() {
      active.value = false;
      stopPoll();
    },
  };
}
