import type { AddressInfo } from 'node:net';
import type { PagedResult } from '@portico/sdk';
import {
  MAX_MESSAGE_TEXT_LENGTH,
  type MessageReader,
  type MessageStatistics,
  type PublishedMessage,
} from '@portico/sdk/contract';
import { liveDestinations, type LivePush } from '@portico/sdk/messaging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  departments,
  menus,
  messageRecipients,
  messages,
  roleMenus,
  roles,
  units,
  userMenus,
  users,
} from '../../db/schema';
import { api, calls, ok, PUBLISH_CALLS_PATH } from '../../test/messages-test-kit';
import {
  PATH,
  settled,
  stompClient,
  within,
  type StompTestClient,
} from '../../test/stomp-test-kit';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';

// Announcements (README "Messages"): audiences written as people write them, the reach count,
// the scope rule, the text allow-list, the Messages rights, the read report and its CSV, and
// "remind the unread".
let t: TestApp;
let url: string;
const open: StompTestClient[] = [];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${PATH}`;
  const logins: [string, string][] = [
    ['G001', 'groupadmin'],
    ['H002', 'manager'],
    ['H001', 'frontdesk'],
  ];
  for (const [unit, user] of logins) tokens[user] = (await loginAs(t.app, unit, user)).jwtToken;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.client.deactivate({ force: true })));
  await t?.close();
});

const path = (id: string, tail = '') => `${PUBLISH_CALLS_PATH}/${id}${tail}`;
const publish = (user: string, body: object) =>
  calls(t.app, tokens[user]!).publish({ messageTitle: 'Notice', messageType: 'NOTICE', ...body });
const reach = (user: string, audience: unknown) =>
  api<{ recipients: number }>(t.app, 'POST', `${PUBLISH_CALLS_PATH}/reach`, {
    token: tokens[user],
    body: { audience },
  });
const messageCount = () => t.db.$count(messages);

async function idOf(table: typeof users | typeof departments, unitCode: string, code: string) {
  const [unit] = await t.db.select({ id: units.id }).from(units).where(eq(units.code, unitCode));
  const column = table === users ? users.userCode : departments.code;
  const [row] = await t.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.unitId, unit!.id), eq(column, code)));
  return row!.id;
}

async function recipientCodes(messageId: string): Promise<string[]> {
  const rows = await t.db
    .select({ code: users.userCode })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, messageId));
  return rows.map((r) => r.code).sort();
}

describe('audience: units, departments, roles and users, by id or by code', () => {
  it('takes ids as plain strings; the reach count is what the publish then reaches', async () => {
    const audience = {
      users: [await idOf(users, 'H001', 'frontdesk')],
      departments: [await idOf(departments, 'H001', 'RECEPTION')],
      roles: [{ unitCode: 'G001', code: 'HOTEL_STAFF' }],
      units: ['H002'],
    };
    const counted = await ok(reach('groupadmin', audience));
    const sent = await ok(publish('groupadmin', { audience }));
    expect(sent.recipients).toBe(counted.recipients);
    const reached = await recipientCodes(sent.messageId);
    // Distinct people: frontdesk is named, in HOTEL_STAFF and nowhere twice.
    expect(new Set(reached).size).toBe(reached.length);
    expect(reached).toEqual(expect.arrayContaining(['frontdesk', 'nightaudit', 'groupadmin']));
    expect(reached).toEqual(expect.arrayContaining(['manager', 'duty']));
    // The audience is kept by codes, as the published list shows it.
    const list = await ok(
      api<PagedResult<PublishedMessage>>(t.app, 'GET', PUBLISH_CALLS_PATH, {
        token: tokens.groupadmin,
      }),
    );
    expect(list.datas.find((m) => m.messageId === sent.messageId)?.audience).toEqual({
      users: [{ unitCode: 'H001', userCode: 'frontdesk' }],
      departments: [{ unitCode: 'H001', code: 'RECEPTION' }],
      roles: [{ unitCode: 'G001', code: 'HOTEL_STAFF' }],
      units: [{ unitCode: 'H002', withSubUnits: false }],
    });
  });

  it('a unit with its children reaches the units below it', async () => {
    const alone = await ok(reach('groupadmin', { units: [{ unitCode: 'G001' }] }));
    const below = await ok(
      reach('groupadmin', { units: [{ unitCode: 'G001', withSubUnits: true }] }),
    );
    expect(below.recipients).toBeGreaterThan(alone.recipients);
  });

  it('says what it expects when an entry is neither an id nor complete codes', async () => {
    const code = await reach('groupadmin', { users: ['frontdesk'] });
    expect(code.result).toBe(40001);
    expect(code.msg).toContain('audience.users.0');
    expect(code.msg).toContain('user id');
    const half = await reach('groupadmin', { users: [{ unitCode: 'H001' }] });
    expect(half.result).toBe(40001);
    expect(half.msg).toContain('{ unitCode, userCode }');
    const unknown = await reach('groupadmin', {
      departments: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.result).toBe(40001);
    expect(unknown.msg).toContain('unknown department');
  });

  it('an administrator of H002 cannot reach H001: 40301 naming the unit, nothing sent', async () => {
    const before = await messageCount();
    const refused = await publish('manager', { audience: { units: ['H001'] } });
    expect(refused.result).toBe(40301);
    expect(refused.msg).toContain('H001');
    expect(
      (await reach('manager', { departments: [{ unitCode: 'H001', code: 'FRONT' }] })).result,
    ).toBe(40301);
    // A user without the Messages rights administers no unit at all.
    expect((await publish('frontdesk', { audience: { units: ['H001'] } })).result).toBe(40301);
    expect(await messageCount()).toBe(before);
    expect((await ok(reach('manager', { units: ['H002'] }))).recipients).toBeGreaterThan(0);
  });
});

describe('bad input is refused with what is wrong, and nothing is published', () => {
  it.each([
    ['an empty audience', { audience: {} }, 'choose at least one'],
    [
      'a body over the limit',
      { messageText: 'x'.repeat(MAX_MESSAGE_TEXT_LENGTH + 1) },
      'messageText',
    ],
    ['a title over the limit', { messageTitle: 'x'.repeat(201) }, 'messageTitle'],
    ['a script in the body', { messageText: '<p>hi</p><script>alert(1)</script>' }, '<script>'],
    ['an event handler', { messageText: '<p onclick="alert(1)">hi</p>' }, 'onclick'],
    ['an image with onerror', { messageText: 'x <img src=x onerror=alert(1)>' }, '<img>'],
    ['a javascript: link', { messageText: '<a href=" javascript:alert(1)">x</a>' }, 'javascript:'],
    ['a style attribute', { messageText: '<span style="color:red">x</span>' }, 'style'],
  ])('%s', async (_name, change, says) => {
    const before = await messageCount();
    const answer = await publish('groupadmin', { audience: { units: ['H001'] }, ...change });
    expect(answer.result).toBe(40001);
    expect(answer.msg).toContain(says);
    expect(await messageCount()).toBe(before);
  });

  it('takes what the receiving side shows: formatting, lists, tables, web links, plain brackets', async () => {
    const text =
      '<p><strong>PMS</strong> down <em>tonight</em></p><ul><li>a</li></ul>' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<p><a href="https://status.example/pms" title="status">status</a> 1 < 2</p>';
    const sent = await ok(
      publish('groupadmin', { audience: { units: ['H001'] }, messageText: text }),
    );
    const detail = await ok(calls(t.app, tokens.frontdesk!).detail(sent.messageId));
    expect(detail.messageText).toBe(text);
    expect(
      (await publish('groupadmin', { audience: { units: ['H001'] }, messageText: 'a <b c' }))
        .result,
    ).toBe(0);
  });

  it('an edit is checked the same way', async () => {
    const sent = await ok(publish('groupadmin', { audience: { units: ['H001'] } }));
    const edit = await api(t.app, 'PUT', path(sent.messageId), {
      token: tokens.groupadmin,
      body: { messageText: '<iframe src="https://x"></iframe>' },
    });
    expect(edit.result).toBe(40001);
    expect(edit.msg).toContain('<iframe>');
  });
});

describe('the read report: counts, who has read and who has not, CSV', () => {
  it('counts, filters and pages the recipients, and exports them', async () => {
    const sent = await ok(
      publish('groupadmin', { audience: { departments: [{ unitCode: 'H001', code: 'FRONT' }] } }),
    );
    await ok(calls(t.app, tokens.frontdesk!).mark(sent.messageId, 'T'));
    const token = tokens.groupadmin;
    expect(
      await ok(
        api<MessageStatistics>(t.app, 'GET', path(sent.messageId, '/statistics'), { token }),
      ),
    ).toEqual({
      messageId: sent.messageId,
      recipients: 3,
      delivered: 3,
      read: 1,
      unread: 2,
      readPercent: 33.3,
    });
    const readers = (query: Record<string, string>) =>
      ok(
        api<PagedResult<MessageReader>>(t.app, 'GET', path(sent.messageId, '/readers'), {
          token,
          query,
        }),
      );
    const unread = await readers({ readState: 'F' });
    expect(unread.datas.map((r) => r.userCode).sort()).toEqual(['newhire', 'nightaudit']);
    const read = await readers({ readState: 'T' });
    expect(read.datas).toEqual([
      expect.objectContaining({
        userCode: 'frontdesk',
        unitCode: 'H001',
        departmentName: 'Front Office',
        readState: 'T',
        readAt: expect.any(String),
      }),
    ]);
    const night = await readers({ departmentId: await idOf(departments, 'H001', 'NIGHT') });
    expect(night.datas.map((r) => r.userCode)).toEqual(['nightaudit']);
    expect((await readers({ unitCode: 'H002' })).totalRows).toBe(0);
    const first = await readers({ pageSize: '1' });
    expect(first.totalRows).toBe(3);
    expect(first.datas).toHaveLength(1);
    expect(first.datas[0]!.readState).toBe('F');

    const csv = await t.app.inject({
      method: 'GET',
      url: path(sent.messageId, '/readers.csv'),
      headers: { authorization: token! },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('unitCode,unitName,departmentName,userCode,userName,readState,readAt');
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.includes(',frontdesk,'))).toMatch(/,T,\d{4}-/);
    const filtered = await t.app.inject({
      method: 'GET',
      url: path(sent.messageId, '/readers.csv?readState=F'),
      headers: { authorization: token! },
    });
    expect(filtered.body.trim().split('\r\n')).toHaveLength(3);
    // Another group's administrator sees no report of it.
    const summit = (await loginAs(t.app, 'G002', 'summitadmin')).jwtToken;
    const foreign = await api(t.app, 'GET', path(sent.messageId, '/readers'), { token: summit });
    expect(foreign.result).toBe(40401);
  });

  it('reminds the unread: the message arrives again for them only', async () => {
    const frontdesk = await idOf(users, 'H001', 'frontdesk');
    const sent = await ok(
      publish('groupadmin', {
        messageLevel: 'SERIOUS',
        audience: { users: [frontdesk, { unitCode: 'H002', userCode: 'manager' }] },
      }),
    );
    await ok(calls(t.app, tokens.manager!).mark(sent.messageId, 'T'));
    const topic = liveDestinations.user('H001', 'frontdesk');
    const c = stompClient(url, { Authorization: tokens.frontdesk! });
    open.push(c);
    await within(5000, c.connected, 'CONNECTED');
    c.subscribe(topic);
    await settled(c);
    const again = c.nextMessage(topic);
    const reminded = await ok(
      api<{ reminded: number }>(t.app, 'POST', path(sent.messageId, '/remind'), {
        token: tokens.groupadmin,
      }),
    );
    expect(reminded).toEqual({ reminded: 1 });
    expect(JSON.parse((await again).body) as LivePush).toMatchObject({
      type: 'message',
      message: { messageId: sent.messageId, messageLevel: 'SERIOUS', readState: 'F' },
    });
  });
});

describe('the Messages rights (menus UC_MESSAGE_PUBLISH and UC_MESSAGE_PUBLISHED)', () => {
  async function grant(userCode: string, identity: string) {
    const [user] = await t.db
      .select({ id: users.id, unitId: users.unitId })
      .from(users)
      .where(eq(users.userCode, userCode));
    const [menu] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.appCode, 'UC'), eq(menus.identity, identity)));
    await t.db
      .insert(userMenus)
      .values({ userId: user!.id, unitId: user!.unitId, menuId: menu!.id });
  }

  it('the report right reads the list; the publish right sends within its unit only', async () => {
    await grant('nightaudit', 'UC_MESSAGE_PUBLISHED');
    const reader = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    const list = await api(t.app, 'GET', PUBLISH_CALLS_PATH, { token: reader });
    expect(list.result).toBe(0);
    const denied = await calls(t.app, reader).publish({
      messageTitle: 'x',
      audience: { units: ['H001'] },
    });
    expect(denied.result).toBe(40301);

    await grant('nightaudit', 'UC_MESSAGE_PUBLISH');
    const publisher = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    const sent = await calls(t.app, publisher).publish({
      messageTitle: 'Breakfast moved',
      audience: { units: ['H001'] },
    });
    expect(sent.result).toBe(0);
    const above = await calls(t.app, publisher).publish({
      messageTitle: 'x',
      audience: { units: ['G001'] },
    });
    expect(above.result).toBe(40301);
  });

  it('seeds a Communications role that holds both Messages menus', async () => {
    const held = await t.db
      .select({ identity: menus.identity })
      .from(roles)
      .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roles.code, 'COMMUNICATIONS'));
    expect(held.map((m) => m.identity)).toEqual(
      expect.arrayContaining(['UC_MESSAGE_PUBLISH', 'UC_MESSAGE_PUBLISHED']),
    );
  });
});
