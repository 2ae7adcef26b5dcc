import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMessageCenter, MESSAGE_LIST_REFRESH_MS } from './message-center';
import { getUnreadCount, MESSAGE_CALLS_PATH, MessagingValidationError } from './messages-api';
import { createFakeMessageApi, createTestClient, loginResult, makeMessage } from './test-support';
import { createUnreadCounter } from './unread';

beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 2, 5, 12, 0, 0) }));
afterEach(() => vi.useRealTimers());

function setup(count = 3) {
  const rows = Array.from({ length: count }, (_, i) => makeMessage(`p${i + 1}`));
  const api = createFakeMessageApi([
    ...rows,
    makeMessage('n1', { messageType: 'NOTICE' }),
    makeMessage('n2', { messageType: 'NOTICE', readState: 'T' }),
  ]);
  const client = createTestClient(api);
  client.startSession(loginResult());
  const unread = createUnreadCounter(() => getUnreadCount(client));
  const centre = createMessageCenter(client, { unread });
  return { api, client, unread, centre };
}

describe('message centre lists (product.md §2.9, api-contract.md §7.7)', () => {
  it('opening loads the private tab with the default last-7-days range (product.md §5)', async () => {
    const { api, centre } = setup();
    centre.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(centre.lists.PRIVATE.value).toMatchObject({ total: 3, current: 1, loading: false });
    expect(api.callsTo('/userMessageList')[0]?.query).toMatchObject({
      publishStartDate: '2026-02-27 00:00:00',
      publishEndDate: '2026-03-05 23:59:59',
    });
  });

  it('refreshes the shown tab every 120000 ms while open, never while closed (api-contract.md §9)', async () => {
    const { api, centre } = setup();
    centre.setActive(true);
    await vi.advanceTimersByTimeAsync(MESSAGE_LIST_REFRESH_MS * 2);
    expect(api.callsTo('/userMessageList')).toHaveLength(3);
    centre.setActive(false);
    await vi.advanceTimersByTimeAsync(MESSAGE_LIST_REFRESH_MS * 3);
    expect(api.callsTo('/userMessageList')).toHaveLength(3);
  });

  it('the default range follows the clock, so a centre open past midnight sees new messages', async () => {
    const { api, centre } = setup();
    centre.setActive(true);
    await vi.advanceTimersByTimeAsync(MESSAGE_LIST_REFRESH_MS * 400); // 13 h 20: past midnight
    const last = api.callsTo('/userMessageList').at(-1);
    expect(last?.query.publishEndDate).toBe('2026-03-06 23:59:59');
  });

  it('the notice tab pages with firstResult and pageSize', async () => {
    const { api, centre } = setup();
    centre.setActive(true);
    await centre.setTab('NOTICE');
    await centre.setPage(2);
    // Page 2 of 2 notices is empty, so the centre falls back to the last page that has rows.
    expect(api.callsTo('/noticeList').map((c) => c.query)).toEqual([
      { firstResult: '0', pageSize: '10', language: 'en-US' },
      { firstResult: '10', pageSize: '10', language: 'en-US' },
      { firstResult: '0', pageSize: '10', language: 'en-US' },
    ]);
    expect(centre.lists.NOTICE.value).toMatchObject({ current: 1, total: 2 });
  });

  it('a refused search keeps the table and the previous search (product.md §5)', async () => {
    const { api, centre } = setup();
    centre.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    await expect(centre.applySearch({ titleKeyword: 'x' })).rejects.toBeInstanceOf(
      MessagingValidationError,
    );
    expect(centre.search.value).toBeNull();
    expect(centre.lists.PRIVATE.value.total).toBe(3);
    expect(api.callsTo('/userMessageList')).toHaveLength(1);
  });

  it('a valid search loads page 1 with its filters', async () => {
    const { api, centre } = setup();
    await centre.setPage(2);
    await centre.applySearch({
      readState: 'F',
      publishStartDate: '2026-03-01',
      publishEndDate: '2026-03-05 23:59:59',
    });
    expect(api.callsTo('/userMessageList').at(-1)?.query).toMatchObject({
      firstResult: '0',
      readState: 'F',
      publishStartDate: '2026-03-01 00:00:00',
    });
  });

  it('a failed list empties the table with total 0 (api-contract.md §8)', async () => {
    const { api, centre } = setup();
    centre.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    api.override(`${MESSAGE_CALLS_PATH}/userMessageList`, () => ({ status: 500, body: {} }));
    await centre.refresh();
    expect(centre.lists.PRIVATE.value).toMatchObject({ rows: [], total: 0 });
    expect(centre.lists.PRIVATE.value.error).toBeTruthy();
  });
});

describe('read and unread (product.md §4 "Messages")', () => {
  it("batch with nothing selected: 'please select messages first', no call", async () => {
    const { api, centre } = setup();
    await expect(centre.markSelected('T')).rejects.toThrow('please select messages first');
    expect(api.callsTo('/readStates')).toEqual([]);
  });

  it('batch mark read: one call, rows updated, selection cleared, the badge resynced at once', async () => {
    const { api, centre, unread } = setup();
    centre.setActive(true);
    await unread.refresh();
    expect(unread.count.value).toBe(4);
    centre.select(['p1', 'p2']);
    await centre.markSelected('T');
    expect(api.callsTo('/readStates')[0]?.body).toMatchObject({ messageIds: ['p1', 'p2'] });
    expect(centre.selected.value.PRIVATE).toEqual([]);
    expect(centre.lists.PRIVATE.value.rows.filter((r) => r.readState === 'T')).toHaveLength(2);
    expect(unread.count.value).toBe(2);
  });

  it('single toggle back to unread counts again', async () => {
    const { centre, unread } = setup();
    await centre.markOne({ messageId: 'p1' }, 'T');
    expect(unread.count.value).toBe(3);
    await centre.markOne({ messageId: 'p1' }, 'F');
    expect(unread.count.value).toBe(4);
  });

  it('opening an unread PRIVATE message marks it read', async () => {
    const { api, centre, unread } = setup();
    centre.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    const row = centre.lists.PRIVATE.value.rows[0]!;
    const detail = await centre.open(row);
    expect(detail.readState).toBe('T');
    expect(api.callsTo('/readState')[0]?.body).toMatchObject({
      messageId: row.messageId,
      readState: 'T',
    });
    expect(centre.lists.PRIVATE.value.rows[0]?.readState).toBe('T');
    expect(unread.count.value).toBe(3);
  });

  it('opening a notice or an already read message marks nothing', async () => {
    const { api, centre } = setup();
    await centre.open(makeMessage('n1', { messageType: 'NOTICE' }));
    await centre.markOne({ messageId: 'p2' }, 'T');
    await centre.open(makeMessage('p2', { readState: 'T' }));
    expect(api.callsTo('/readState')).toHaveLength(1);
  });

  it('a failed detail marks nothing', async () => {
    const { api, centre } = setup();
    await expect(centre.open(makeMessage('gone'))).rejects.toThrow('no such message');
    expect(api.callsTo('/readState')).toEqual([]);
  });

  it('marking the last rows of a filtered last page steps back to the page before', async () => {
    const { centre } = setup(11);
    await centre.applySearch({
      readState: 'F',
      publishStartDate: '2026-03-01',
      publishEndDate: '2026-03-05',
    });
    await centre.setPage(2);
    expect(centre.lists.PRIVATE.value.rows).toHaveLength(1);
    centre.setActive(true);
    centre.select(['p11']);
    await centre.markSelected('T');
    await vi.advanceTimersByTimeAsync(0);
    expect(centre.lists.PRIVATE.value).toMatchObject({ current: 1, total: 10 });
  });
});
