import { type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { type PublishedMessage } from '@portico/sdk/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRecipients, messages, users } from '../../db/schema';
import { appTokenFor, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { api, calls, ok, PUBLISH_CALLS_PATH } from '../../test/messages-test-kit';

// Publishing (README "Messages"): who may publish, whom an audience reaches, edits and counts.
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const logins: [string, string][] = [
    ['PLATFORM', 'admin'],
    ['G001', 'groupadmin'],
    ['H002', 'manager'],
    ['H001', 'frontdesk'],
    ['H002', 'duty'],
    ['PLATFORM', 'translator'],
    ['G002', 'summitadmin'],
    ['PLATFORM', 'support'],
  ];
  for (const [unit, user] of logins) tokens[user] = (await loginAs(t.app, unit, user)).jwtToken;
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => calls(t.app, tokens[user]!);
const message = (audience: object, extra: object = {}) => ({
  messageTitle: 'Test',
  messageText: 'Body',
  messageLevel: 'WARN',
  messageType: 'NOTICE',
  audience,
  ...extra,
});

/** The user codes a message reached, from the recipient table. */
async function recipientsOf(messageId: string): Promise<string[]> {
  const rows = await t.db
    .select({ code: users.userCode })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, messageId));
  return rows.map((r) => r.code).sort();
}

async function publishTo(user: string, audience: object, extra: object = {}) {
  return ok(as(user).publish(message(audience, extra)));
}

describe('POST /internal-message/api/backstage/messages: audiences reach exactly their members', () => {
  it('a department reaches its users and those of the departments below it', async () => {
    const sent = await publishTo('groupadmin', {
      departments: [{ unitCode: 'H001', code: 'FRONT' }],
    });
    expect(await recipientsOf(sent.messageId)).toEqual(['frontdesk', 'newhire', 'nightaudit']);
    expect(sent.recipients).toBe(3);
  });

  it('a role reaches the users given it and those holding it through their department', async () => {
    const given = await publishTo('groupadmin', {
      roles: [{ unitCode: 'G001', code: 'HOTEL_STAFF' }],
    });
    expect(await recipientsOf(given.messageId)).toEqual([
      'frontdesk',
      'groupadmin',
      'manager',
      'newhire',
    ]);
    const viaDept = await publishTo('admin', {
      roles: [{ unitCode: 'H001', code: 'NIGHT_AUDIT' }],
    });
    expect(await recipientsOf(viaDept.messageId)).toEqual(['nightaudit']);
  });

  it('a unit reaches its users; withSubUnits the units below as well', async () => {
    const unit = await publishTo('manager', { units: [{ unitCode: 'H002' }] });
    expect(await recipientsOf(unit.messageId)).toEqual(['duty', 'lockedout', 'manager']);
    const tree = await publishTo('groupadmin', {
      units: [{ unitCode: 'G001', withSubUnits: true }],
    });
    const harbour = await t.db
      .select({ code: users.userCode })
      .from(users)
      .innerJoin(messageRecipients, eq(messageRecipients.userId, users.id))
      .where(eq(messageRecipients.messageId, tree.messageId));
    expect(harbour.map((u) => u.code).sort()).toEqual(
      [
        'groupadmin',
        'comms',
        'frontdesk',
        'newhire',
        'nightaudit',
        'leaver',
        'contractor',
        'manager',
        'duty',
        'lockedout',
      ].sort(),
    );
  });

  it('named users across units, each once, for the platform administrator', async () => {
    const sent = await publishTo(
      'admin',
      {
        users: [
          { unitCode: 'H001', userCode: 'frontdesk' },
          { unitCode: 'O001', userCode: 'agent' },
        ],
        units: [{ unitCode: 'O001' }],
      },
      { messageType: 'PRIVATE' },
    );
    expect(await recipientsOf(sent.messageId)).toEqual(['agent', 'frontdesk']);
  });

  it('lets a holder of the user screens publish in the session unit’s subtree (admin-access)', async () => {
    // support holds PLATFORM_ADMIN (the UC user menus) without the isAdmin relation.
    const sent = await publishTo('support', { units: [{ unitCode: 'O001' }] });
    expect(await recipientsOf(sent.messageId)).toEqual(['agent']);
  });

  it('leaves out users who do not receive messages', async () => {
    await t.db.update(users).set({ receiveMessage: 'F' }).where(eq(users.userCode, 'lockedout'));
    const sent = await publishTo('manager', { units: [{ unitCode: 'H002' }] });
    expect(await recipientsOf(sent.messageId)).toEqual(['duty', 'manager']);
    await t.db.update(users).set({ receiveMessage: 'T' }).where(eq(users.userCode, 'lockedout'));
  });
});

describe('who may publish (40301) and what is refused (40001)', () => {
  it.each([
    ['a user who administers no unit', 'frontdesk', { units: [{ unitCode: 'H001' }] }],
    [
      'a platform user who is not its administrator',
      'translator',
      { units: [{ unitCode: 'H001' }] },
    ],
    ['a group administrator, outside the group', 'groupadmin', { units: [{ unitCode: 'O001' }] }],
    [
      'a hotel administrator, for another hotel',
      'manager',
      { users: [{ unitCode: 'H001', userCode: 'frontdesk' }] },
    ],
  ])('refuses %s', async (_, user, audience) => {
    expect((await as(user).publish(message(audience))).result).toBe(ServerCode.FORBIDDEN);
  });

  it.each([
    ['messageTitle', { messageTitle: '' }],
    ['messageLevel', { messageLevel: 'LOUD' }],
    ['messageType', { messageType: 'MEMO' }],
    ['isShow', { messageType: 'PRIVATE', isShow: 'T' }],
    ['messageText', { messageText: 'x'.repeat(20_001) }],
    ['audience', { audience: {} }],
    ['audience', { audience: { units: [{ unitCode: 'H999' }] } }],
    ['audience', { audience: { departments: [{ unitCode: 'H001', code: 'NOPE' }] } }],
    ['audience', { audience: { users: [{ unitCode: 'H001', userCode: 'nobody' }] } }],
    ['audience', { audience: { roles: [{ unitCode: 'H001', code: 'NOPE' }] } }],
  ])('answers 40001 naming %s', async (field, change) => {
    const body = { ...message({ units: [{ unitCode: 'H001' }] }), ...change };
    const answer = await as('admin').publish(body);
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).toContain(field);
  });

  it('writes nothing when one entry of the audience is unknown (one transaction)', async () => {
    const [before] = await t.db.select({ n: count() }).from(messages);
    const audience = {
      units: [{ unitCode: 'H001' }],
      users: [{ unitCode: 'H001', userCode: 'ghost' }],
    };
    expect((await as('admin').publish(message(audience))).result).toBe(ServerCode.INVALID_INPUT);
    const [after] = await t.db.select({ n: count() }).from(messages);
    expect(after!.n).toBe(before!.n);
  });
});

describe('statistics, edits and withdrawal', () => {
  const path = (id: string, tail = '') => `${PUBLISH_CALLS_PATH}/${id}${tail}`;

  it('counts recipients and reads', async () => {
    const sent = await publishTo('manager', { units: [{ unitCode: 'H002' }] });
    const stats = () =>
      api(t.app, 'GET', path(sent.messageId, '/statistics'), { token: tokens.manager });
    expect(await ok(stats())).toEqual({
      messageId: sent.messageId,
      recipients: 3,
      delivered: 3,
      read: 0,
      unread: 3,
      readPercent: 0,
    });
    await ok(as('duty').mark(sent.messageId, 'T'));
    expect(await ok(stats())).toMatchObject({
      recipients: 3,
      read: 1,
      unread: 2,
      readPercent: 33.3,
    });
    // Another group's administrator does not see it; its group's and the platform's do.
    const other = await api(t.app, 'GET', path(sent.messageId, '/statistics'), {
      token: tokens.summitadmin,
    });
    expect(other.result).toBe(ServerCode.NOT_FOUND);
    for (const above of ['groupadmin', 'admin']) {
      const answer = await api(t.app, 'GET', path(sent.messageId, '/statistics'), {
        token: tokens[above],
      });
      expect(answer.result).toBe(0);
    }
  });

  it('edits a notice: recipients read the new text; only a manager may edit', async () => {
    const sent = await publishTo('groupadmin', { units: [{ unitCode: 'H001' }] });
    const edit = (user: string, body: object) =>
      api<PublishedMessage>(t.app, 'PUT', path(sent.messageId), { token: tokens[user], body });
    expect((await edit('manager', { messageTitle: 'Hijack' })).result).toBe(ServerCode.NOT_FOUND);
    expect((await edit('groupadmin', {})).result).toBe(ServerCode.INVALID_INPUT);
    const edited = await ok(edit('groupadmin', { messageTitle: 'Edited', isShow: 'T' }));
    expect(edited).toMatchObject({ messageTitle: 'Edited', isShow: 'T', messageText: 'Body' });
    expect(edited.statistics.recipients).toBeGreaterThan(0);
    expect((await ok(as('frontdesk').detail(sent.messageId))).messageTitle).toBe('Edited');
  });

  it('withdraws a message: it leaves the lists and the unread count', async () => {
    const before = await as('frontdesk').unread();
    const sent = await publishTo('groupadmin', { units: [{ unitCode: 'H001' }] });
    expect(await as('frontdesk').unread()).toBe(before + 1);
    const remove = (user: string) =>
      api(t.app, 'DELETE', path(sent.messageId), { token: tokens[user] });
    expect((await remove('frontdesk')).result).toBe(ServerCode.FORBIDDEN);
    expect((await remove('groupadmin')).result).toBe(0);
    expect(await as('frontdesk').unread()).toBe(before);
    expect((await as('frontdesk').detail(sent.messageId)).result).toBe(ServerCode.NOT_FOUND);
    expect((await remove('groupadmin')).result).toBe(ServerCode.NOT_FOUND);
  });

  it('lists what the caller’s units published, with counts', async () => {
    const page = await ok(
      api<PagedResult<PublishedMessage>>(t.app, 'GET', PUBLISH_CALLS_PATH, {
        token: tokens.manager,
        query: { pageSize: '50' },
      }),
    );
    expect(page.totalRows).toBeGreaterThan(0);
    const ids = page.datas.map((m) => m.messageId);
    const rows = await t.db.select().from(messages).where(inArray(messages.id, ids));
    expect(rows.every((r) => r.srcUsercode === 'manager')).toBe(true);
    expect(page.datas[0]!.statistics.recipients).toBeGreaterThan(0);
  });
});

describe('messages for one app (targetAppcode)', () => {
  it('shows them to sessions of that app and of the hub, not of another app', async () => {
    const sent = await publishTo(
      'admin',
      { units: [{ unitCode: 'H001' }] },
      { targetAppcode: 'WK' },
    );
    const hub = as('frontdesk');
    expect((await hub.detail(sent.messageId)).result).toBe(0);
    const appToken = (appCode: string) => appTokenFor(t.app, tokens.frontdesk!, appCode);
    const wk = calls(t.app, await appToken('WK'));
    const gc = calls(t.app, await appToken('GC'));
    expect((await wk.detail(sent.messageId)).result).toBe(0);
    expect((await gc.detail(sent.messageId)).result).toBe(ServerCode.NOT_FOUND);
    // The badge and the lists agree in every app.
    expect(await gc.unread()).toBe((await hub.unread()) - 1);
    expect(await wk.unread()).toBe(await hub.unread());
  });
});
