import type { Envelope, PagedResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import type { AuditRow, SignedInSession } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, sessions, units, users, userMfa } from '../db/schema';
import { appTokenFor, createTestApp, loginAs, type TestApp } from '../test/test-app';

/*
 * Sessions and the audit trail attacked from outside (README "Audit and sessions"): ending
 * somebody else's session by its id, an administrator of one hotel reaching another hotel's users
 * or records through any filter, ids that are not ids, and hostile input to the new calls; every
 * answer an envelope (never a 500), nothing changed by a refused call.
 */

let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};

async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  body?: unknown,
  query?: Record<string, string>,
): Promise<Envelope<T>> {
  const response = await t.app.inject({
    method,
    url,
    query,
    headers: token ? { authorization: token } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
  return response.json<Envelope<T>>();
}

async function idOf(userCode: string) {
  const [row] = await t.db.select().from(users).where(eq(users.userCode, userCode));
  return row!.id;
}

const liveSessions = async (userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).filter(
    (row) => !row.revokedAt,
  ).length;

beforeAll(async () => {
  t = await createTestApp();
  for (const [unit, user] of [
    ['PLATFORM', 'admin'],
    ['G001', 'groupadmin'],
    ['G002', 'summitadmin'],
    ['H001', 'frontdesk'],
    ['H002', 'manager'],
  ] as const) {
    tok[user] = (await loginAs(t.app, unit, user)).jwtToken;
    ids[user] = await idOf(user);
  }
  const [h001] = await t.db.select().from(units).where(eq(units.code, 'H001'));
  ids.H001 = h001!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('sessions: only their user or an administrator of the user ends them', () => {
  it("DELETE /uc/self/sessions/:id with another user's session id is 40401, and it lives on", async () => {
    const list = await send<SignedInSession[]>('GET', '/uc/self/sessions', tok.frontdesk);
    const victimSession = list.retVal.find((s) => s.current)!.id;
    const before = await liveSessions(ids.frontdesk!);
    const answer = await send('DELETE', `/uc/self/sessions/${victimSession}`, tok.manager);
    expect(answer.result).toBe(ServerCode.NOT_FOUND);
    expect(await liveSessions(ids.frontdesk!)).toBe(before);
    expect((await send('GET', '/uc/self/sessions', tok.frontdesk)).result).toBe(0);
  });

  it('an administrator of H002 neither lists nor ends the sessions of an H001 user', async () => {
    const list = await send<SignedInSession[]>('GET', '/uc/self/sessions', tok.frontdesk);
    const sessionId = list.retVal[0]!.id;
    const listed = await send('GET', '/uc/user/sessions', tok.manager, undefined, {
      userId: ids.frontdesk!,
    });
    expect(listed.result).not.toBe(0);
    expect(listed.retVal).toBeNull();
    const ended = await send('DELETE', '/uc/user/sessions', tok.manager, {
      userId: ids.frontdesk,
      sessionId,
    });
    expect(ended.result).not.toBe(0);
    // Naming a user of their own with the other user's session changes nothing either.
    const mixed = await send('DELETE', '/uc/user/sessions', tok.groupadmin, {
      userId: ids.groupadmin,
      sessionId,
    });
    expect(mixed.result).toBe(ServerCode.NOT_FOUND);
    expect((await send('GET', '/uc/self/sessions', tok.frontdesk)).result).toBe(0);
  });

  it("an app session signs its own sign-in out, but not the user's other sign-ins (40305)", async () => {
    const other = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    const hub = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    const appToken = await appTokenFor(t.app, hub, 'GC');
    const list = await send<SignedInSession[]>('GET', '/uc/self/sessions', other);
    const otherId = list.retVal.find((s) => s.current)!.id;
    const everywhere = await send('DELETE', '/uc/self/sessions', appToken, { others: 'true' });
    expect(everywhere.result).toBe(UcCode.HUB_SESSION_REQUIRED);
    const one = await send('DELETE', `/uc/self/sessions/${otherId}`, appToken);
    expect(one.result).toBe(UcCode.HUB_SESSION_REQUIRED);
    expect((await send('GET', '/uc/self/sessions', other)).result).toBe(0);
    // Its own sign-in (the family it belongs to) is its to end, as a sign-out is.
    const own = (await send<SignedInSession[]>('GET', '/uc/self/sessions', hub)).retVal.find(
      (s) => s.current,
    )!.id;
    expect((await send('DELETE', `/uc/self/sessions/${own}`, appToken)).result).toBe(0);
    expect((await send('GET', '/uc/self/sessions', hub)).result).not.toBe(0);
    // The hub session of the other sign-in ends the rest.
    expect((await send('DELETE', '/uc/self/sessions', other, { others: 'true' })).result).toBe(0);
  });

  it.each([
    ['not a uuid', 'not-a-uuid'],
    ['SQL', "1' or '1'='1"],
    ['an over-long id', 'a'.repeat(5000)],
    ['unicode', '\u202e\u0000💥'],
  ])('an id that is %s is 40001 or 40401', async (_name, id) => {
    const answer = await send('DELETE', `/uc/self/sessions/${encodeURIComponent(id)}`, tok.manager);
    expect([ServerCode.INVALID_INPUT, ServerCode.NOT_FOUND]).toContain(answer.result);
    const admin = await send('GET', '/uc/user/sessions', tok.admin, undefined, { userId: id });
    expect([ServerCode.INVALID_INPUT, ServerCode.NOT_FOUND]).toContain(admin.result);
  });
});

describe("second factors: an administrator of H002 neither resets H001's users nor sets H001's policy", () => {
  it('POST /uc/user/resetMfa and GET/PUT /uc/safety/mfa for H001 are refused, nothing changes', async () => {
    const factorsBefore = await t.db.select().from(userMfa);
    const sessionsBefore = await liveSessions(ids.frontdesk!);
    const reset = await send('POST', '/uc/user/resetMfa', tok.manager, { userId: ids.frontdesk });
    expect(reset.result).not.toBe(0);
    const read = await send('GET', '/uc/safety/mfa', tok.manager, undefined, {
      unitId: ids.H001!,
    });
    expect(read.result).not.toBe(0);
    expect(read.retVal).toBeNull();
    const saved = await send('PUT', '/uc/safety/mfa', tok.manager, {
      unitId: ids.H001,
      policy: 'all',
      factors: ['totp'],
      graceDays: 0,
    });
    expect(saved.result).not.toBe(0);
    expect(await t.db.select().from(userMfa)).toEqual(factorsBefore);
    expect(await liveSessions(ids.frontdesk!)).toBe(sessionsBefore);
    const policy = await send<{ policy: string }>('GET', '/uc/safety/mfa', tok.admin, undefined, {
      unitId: ids.H001!,
    });
    expect(policy.retVal.policy).toBe('off');
  });
});

describe("audit: an administrator of other units reads none of H001's records", () => {
  let h001Records: number;
  beforeAll(async () => {
    // An administrative write in H001 by its group's administrator leaves an H001 record.
    const saved = await send('PUT', '/uc/safety/mfa', tok.groupadmin, {
      unitId: ids.H001,
      policy: 'off',
      factors: ['totp'],
      graceDays: 0,
    });
    expect(saved.result).toBe(0);
    h001Records = (await t.db.select().from(auditRecords)).filter(
      (row) => row.unitId === ids.H001,
    ).length;
    expect(h001Records).toBeGreaterThan(0);
  });

  const list = (token: string, query: Record<string, string>) =>
    send<PagedResult<AuditRow>>('GET', '/uc/audit/list', token, undefined, {
      firstResult: '0',
      pageSize: '100',
      ...query,
    });

  it('the group administrator and the platform administrator see it', async () => {
    for (const token of [tok.groupadmin!, tok.admin!]) {
      const page = await list(token, { unitCode: 'H001' });
      expect(page.result).toBe(0);
      expect(page.retVal.totalRows).toBeGreaterThanOrEqual(h001Records);
    }
  });

  it.each([
    ['no filter', {}],
    ['unitCode=H001', { unitCode: 'H001' }],
    ['actor=groupadmin', { actor: 'groupadmin' }],
    ['action', { action: 'mfa.savePolicy' }],
    ['targetType', { targetType: 'unit' }],
    ['a wide time range', { from: '2000-01-01', to: '2100-01-01' }],
    ['beforeSeq', { beforeSeq: '999999999' }],
  ])('another group administrator gets no H001 row through %s', async (_name, query) => {
    const page = await list(tok.summitadmin!, query);
    if (page.result === 0) {
      expect(page.retVal.datas.filter((row) => row.unitCode === 'H001')).toEqual([]);
    } else {
      expect([ServerCode.NOT_FOUND, ServerCode.FORBIDDEN]).toContain(page.result);
    }
  });

  it('a unitId of H001 is refused outright for another group administrator', async () => {
    const page = await list(tok.summitadmin!, { unitId: ids.H001! });
    expect([ServerCode.NOT_FOUND, ServerCode.FORBIDDEN]).toContain(page.result);
    expect(page.retVal).toBeNull();
  });

  it.each([
    ['a huge pageSize', { pageSize: '100000000' }],
    ['a negative firstResult', { firstResult: '-5' }],
    ['a huge beforeSeq', { beforeSeq: '99999999999999999999999' }],
    ['a date that is none', { from: '2026-13-45' }],
    ['a huge actor', { actor: 'x'.repeat(100_000) }],
    ['a NUL', { action: 'a\u0000b' }],
    ['a non-uuid unitId', { unitId: "1' or 1=1 --" }],
    ['an array', { 'unitCode[]': 'H001' }],
  ])('%s is an envelope error or an empty page, never a 500', async (_name, query) => {
    const page = await list(tok.admin!, query);
    expect([0, ServerCode.INVALID_INPUT]).toContain(page.result);
  });
});

describe('the new calls take hostile input with an envelope error and write nothing', () => {
  const HOSTILE: unknown[] = [
    null,
    [],
    ['a'],
    { code: ['123456'] },
    { code: null },
    { code: 123456 },
    { code: '１２３４５６' },
    { mfaToken: { $ne: null }, code: '123456' },
    { password: ['x'] },
    { unitId: [], policy: 'all', factors: 'totp', graceDays: -1 },
    { unitId: '00000000-0000-4000-8000-000000000000', policy: 'all', factors: [], graceDays: 1e9 },
    { userId: 'not-a-uuid' },
    { userId: null },
  ];
  const CALLS: ['POST' | 'PUT' | 'DELETE', string, 'none' | 'frontdesk' | 'admin'][] = [
    ['POST', '/uc/sso/login/mfa', 'none'],
    ['POST', '/uc/sso/login/mfa/totp', 'none'],
    ['POST', '/uc/sso/login/mfa/totp/confirm', 'none'],
    ['POST', '/uc/self/mfa/totp/confirm', 'frontdesk'],
    ['DELETE', '/uc/self/mfa/totp', 'frontdesk'],
    ['PUT', '/uc/safety/mfa', 'admin'],
    ['POST', '/uc/user/resetMfa', 'admin'],
    ['DELETE', '/uc/user/sessions', 'admin'],
    ['POST', '/uc/sso/login/passkey', 'none'],
  ];

  it.each(CALLS)('%s %s', async (method, url, caller) => {
    const policiesBefore = await t.db.select().from(userMfa);
    const sessionsBefore = await liveSessions(ids.frontdesk!);
    for (const body of [...HOSTILE, 'x'.repeat(10 * 1024 * 1024)]) {
      const response = await t.app.inject({
        method,
        url,
        headers: {
          'content-type': 'application/json',
          ...(caller === 'none' ? {} : { authorization: tok[caller]! }),
        },
        payload: JSON.stringify(body),
      });
      const what = `${JSON.stringify(body).slice(0, 60)}`;
      expect(response.statusCode, what).toBeLessThan(500);
      expect(response.json<Envelope>().result, what).not.toBe(0);
    }
    expect(await t.db.select().from(userMfa)).toEqual(policiesBefore);
    expect(await liveSessions(ids.frontdesk!)).toBe(sessionsBefore);
  });
});
