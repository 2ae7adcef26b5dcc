import { ResultCode } from '@portico/sdk';
import { formatSearchDate, ServerCode } from '@portico/sdk/internal';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRecipients, users } from '../../db/schema';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { api, calls, MESSAGE_CALLS_PATH, ok, seededFor } from '../../test/messages-test-kit';

// The message calls of api-contract.md §7.7 against the seeded demo organisation.
let t: TestApp;
let frontdesk: ReturnType<typeof calls>;
let duty: ReturnType<typeof calls>;
beforeAll(async () => {
  t = await createTestApp();
  frontdesk = calls(t.app, (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken);
  duty = calls(t.app, (await loginAs(t.app, 'H002', 'duty')).jwtToken);
});
afterAll(async () => {
  await t?.close();
});

/** The unread rows of a user, straight from the table: what the badge must equal. */
async function unreadRows(userCode: string): Promise<number> {
  const [user] = await t.db.select().from(users).where(eq(users.userCode, userCode));
  const [row] = await t.db
    .select({ n: count() })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.userId, user!.id), eq(messageRecipients.readState, 'F')));
  return row!.n;
}

const lastWeek = () => {
  const end = new Date();
  const start = new Date(end.getTime() - 6 * 86_400_000);
  return { publishStartDate: formatSearchDate(start), publishEndDate: formatSearchDate(end) };
};

describe('GET /unReadNum, /userMessageList, /noticeList (api-contract.md §7.7)', () => {
  it('counts the seeded unread messages exactly', async () => {
    expect(await frontdesk.unread()).toBe(seededFor('frontdesk').unread);
    expect(await frontdesk.unread()).toBe(await unreadRows('frontdesk'));
  });

  it('lists private messages newest first, 10 a page, with datas and totalRows', async () => {
    const first = await ok(frontdesk.userList({ sort: 'publish_date:desc' }));
    expect(first.totalRows).toBe(seededFor('frontdesk').private);
    expect(first.datas).toHaveLength(10);
    expect(first.datas.every((m) => m.messageType === 'PRIVATE')).toBe(true);
    const dates = first.datas.map((m) => m.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.datas[0]!.publishDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const second = await ok(frontdesk.userList({ firstResult: '10', pageSize: '10' }));
    expect(second.datas).toHaveLength(first.totalRows - 10);
    const ids = new Set([...first.datas, ...second.datas].map((m) => m.messageId));
    expect(ids.size).toBe(first.totalRows);
  });

  it('lists notices, system and public messages with the system tips first', async () => {
    const page = await ok(frontdesk.notices());
    expect(page.totalRows).toBe(seededFor('frontdesk').notices);
    expect(page.datas.every((m) => m.messageType !== 'PRIVATE')).toBe(true);
    const tips = page.datas.filter((m) => m.isShow === 'T');
    expect(tips.length).toBe(2);
    expect(page.datas.slice(0, 2)).toEqual(tips);
  });

  it('searches by publisher, keyword and read state inside a range (product.md §3)', async () => {
    const range = lastWeek();
    const byCode = await ok(frontdesk.userList({ ...range, srcUsercode: 'GROUPADMIN' }));
    expect(byCode.datas.map((m) => m.messageTitle).sort()).toEqual([
      'Fire drill at 15:00 today',
      'Linen delivery delayed',
    ]);
    const byName = await ok(frontdesk.userList({ ...range, srcUsername: 'platform admin' }));
    expect(byName.datas.map((m) => m.messageTitle)).toEqual(['Welcome to Portico']);
    const byTitle = await ok(frontdesk.userList({ ...range, titleKeyword: '#10' }));
    expect(byTitle.totalRows).toBe(9);
    const wildcard = await ok(frontdesk.userList({ ...range, titleKeyword: '%' }));
    expect(wildcard.totalRows).toBe(0);
    const unread = await ok(frontdesk.userList({ ...range, readState: 'F' }));
    expect(unread.totalRows).toBe(seededFor('frontdesk').unreadPrivate);
    expect(unread.datas.every((m) => m.readState === 'F')).toBe(true);
  });

  it('filters by the publish range, the end second included', async () => {
    const all = await ok(frontdesk.userList({ pageSize: '50' }));
    const newest = all.datas[0]!;
    const exact = await ok(
      frontdesk.userList({
        publishStartDate: newest.publishDate,
        publishEndDate: newest.publishDate,
      }),
    );
    expect(exact.datas.map((m) => m.messageId)).toContain(newest.messageId);
    const old = { publishStartDate: '2020-01-01 00:00:00', publishEndDate: '2020-01-07 00:00:00' };
    expect((await ok(frontdesk.userList(old))).totalRows).toBe(0);
  });

  it.each([
    ['a filter without a range', { titleKeyword: 'x' }, 'Please choose a publish time range'],
    ['half a range', { publishStartDate: '2026-01-01 00:00:00' }, 'publish time range'],
    [
      'more than 7 days',
      { publishStartDate: '2026-01-01 00:00:00', publishEndDate: '2026-01-08 00:00:01' },
      'cannot exceed 7 days',
    ],
    [
      'an end before the start',
      { publishStartDate: '2026-01-08 00:00:00', publishEndDate: '2026-01-01 00:00:00' },
      'valid publish time range',
    ],
    ['an unreadable date', { publishStartDate: 'soon', publishEndDate: 'later' }, 'valid'],
  ])('refuses %s with 40001 (product.md §5)', async (_, query, text) => {
    const answer = await api(t.app, 'GET', `${MESSAGE_CALLS_PATH}/userMessageList`, {
      token: (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken,
      query: query as Record<string, string>,
    });
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).toBeTruthy();
    const english = await t.app.inject({
      method: 'GET',
      url: `${MESSAGE_CALLS_PATH}/userMessageList`,
      query: query as Record<string, string>,
      headers: {
        authorization: (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken,
        language: 'en-US',
      },
    });
    expect(english.json<{ msg: string }>().msg).toContain(text);
  });

  it.each([
    ['sort', { sort: 'title:asc' }],
    ['readState', { readState: 'X' }],
    ['pageSize', { pageSize: '0' }],
    ['firstResult', { firstResult: '-1' }],
    ['titleKeyword', { titleKeyword: 'x'.repeat(101) }],
  ])('answers 40001 naming %s for a bad query', async (field, query) => {
    const answer = await frontdesk.userList(query);
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).toContain(field);
  });
});

describe('GET /{messageId} and PUT /readState, /readStates', () => {
  it('answers the detail to a recipient and 40401 to anyone else', async () => {
    const [message] = (await ok(frontdesk.userList())).datas;
    const detail = await ok(frontdesk.detail(message!.messageId));
    expect(detail).toEqual(message);
    expect((await duty.detail(message!.messageId)).result).toBe(ServerCode.NOT_FOUND);
    expect((await duty.detail('not-a-uuid')).result).toBe(ServerCode.NOT_FOUND);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await frontdesk.detail(unknown)).result).toBe(ServerCode.NOT_FOUND);
  });

  it('marks one read and unread; the count follows exactly', async () => {
    const before = await frontdesk.unread();
    const { datas } = await ok(frontdesk.userList({ ...lastWeek(), readState: 'F' }));
    const id = datas[0]!.messageId;
    expect(await ok(frontdesk.mark(id, 'T'))).toEqual({ changed: 1 });
    expect(await frontdesk.unread()).toBe(before - 1);
    expect((await ok(frontdesk.detail(id))).readState).toBe('T');
    // Marking again changes nothing and the count stays.
    expect(await ok(frontdesk.mark(id, 'T'))).toEqual({ changed: 0 });
    expect(await frontdesk.unread()).toBe(before - 1);
    await ok(frontdesk.mark(id, 'F', { targetUsercode: 'frontdesk', targetAppcode: 'SSO' }));
    expect(await frontdesk.unread()).toBe(before);
    expect(await frontdesk.unread()).toBe(await unreadRows('frontdesk'));
  });

  it('marks a batch read and unread; the count follows exactly', async () => {
    const before = await frontdesk.unread();
    const { datas } = await ok(frontdesk.notices());
    const unreadIds = datas.filter((m) => m.readState === 'F').map((m) => m.messageId);
    const allIds = datas.map((m) => m.messageId);
    const answer = await ok(frontdesk.markMany(allIds, 'T', { targetOrgcode: 'H001' }));
    expect(answer).toEqual({ changed: unreadIds.length });
    expect(await frontdesk.unread()).toBe(before - unreadIds.length);
    await ok(frontdesk.markMany(unreadIds, 'F'));
    expect(await frontdesk.unread()).toBe(before);
    expect(await frontdesk.unread()).toBe(await unreadRows('frontdesk'));
  });

  it("never changes another user's message: the whole batch is refused", async () => {
    const mine = (await ok(frontdesk.userList())).datas.map((m) => m.messageId);
    const theirs = (await ok(duty.userList())).datas.map((m) => m.messageId);
    const before = await unreadRows('duty');
    expect((await frontdesk.mark(theirs[0]!, 'T')).result).toBe(ServerCode.NOT_FOUND);
    const mixed = await frontdesk.markMany([mine[0]!, theirs[0]!], 'T');
    expect(mixed.result).toBe(ServerCode.NOT_FOUND);
    expect(await unreadRows('duty')).toBe(before);
  });

  it('refuses a target naming another user or unit with 40301', async () => {
    const [message] = (await ok(frontdesk.userList())).datas;
    const other = await frontdesk.mark(message!.messageId, 'T', { targetUsercode: 'duty' });
    expect(other.result).toBe(ServerCode.FORBIDDEN);
    const unit = await frontdesk.markMany([message!.messageId], 'T', { targetOrgcode: 'H002' });
    expect(unit.result).toBe(ServerCode.FORBIDDEN);
    const list = await frontdesk.userList({ targetUsercode: 'duty' });
    expect(list.result).toBe(ServerCode.FORBIDDEN);
  });

  it.each([
    ['an empty body', undefined, 'messageId'],
    ['a missing readState', { messageId: 'x' }, 'readState'],
    ['a bad readState', { messageId: 'x', readState: 'Y' }, 'readState'],
    ['a number as id', { messageId: 7, readState: 'T' }, 'messageId'],
  ])('answers 40001 for %s on /readState', async (_, body, field) => {
    const answer = await api(t.app, 'PUT', `${MESSAGE_CALLS_PATH}/readState`, {
      token: (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken,
      body,
    });
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).toContain(field);
  });

  it("answers 'please select messages first' for an empty batch (product.md §5)", async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${MESSAGE_CALLS_PATH}/readStates`,
      payload: { messageIds: [], readState: 'T' },
      headers: {
        authorization: (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken,
        language: 'en-US',
      },
    });
    expect(answer.json()).toMatchObject({ result: 40001, msg: 'please select messages first' });
    const tooMany = await frontdesk.markMany(Array(501).fill('x'), 'T');
    expect(tooMany.result).toBe(ServerCode.INVALID_INPUT);
  });

  it('needs a session: 50001 without or with a bad token', async () => {
    const paths = ['unReadNum', 'userMessageList', 'noticeList', 'readState', 'readStates', 'x'];
    for (const path of paths) {
      const method = path.startsWith('readState') ? 'PUT' : 'GET';
      const answer = await api(t.app, method, `${MESSAGE_CALLS_PATH}/${path}`, { token: 'nope' });
      expect(answer.result).toBe(ResultCode.LOGOUT);
    }
  });

  it('accepts POST for the read-state calls (clients that send writes as POST)', async () => {
    const [message] = (await ok(frontdesk.userList())).datas;
    const answer = await api(t.app, 'POST', `${MESSAGE_CALLS_PATH}/readState`, {
      token: (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken,
      body: { messageId: message!.messageId, readState: message!.readState },
    });
    expect(answer).toMatchObject({ result: 0, retVal: { changed: 0 } });
  });
});
