import type { SignedInSession } from '@portico/sdk/contract';
import { desc, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { auditRecords } from '../../db/schema';
import { casGet, GC_SERVICE, hubCookie, ticketOf } from '../../test/cas-kit';
import { CookieBrowser } from '../../test/oidc-test-kit';
import { authorize, discover, t, useProviderFixture } from '../../test/oidc-provider-fixture';
import { call, loginAs } from '../../test/test-app';
import { verifyChain } from './audit-chain';

/**
 * README "Audit trail", sign-in events: each application given the user's identity (an OIDC
 * authorization code, a CAS service ticket) leaves one grant record naming the user, the
 * application and what it was given; token exchanges, refreshes and ticket validations leave
 * none. Every way a session family ends (OIDC and CAS logout, the user's own sign-out of a
 * session, an administrator's end) leaves exactly one record with the family as target.
 */
useProviderFixture({ cas: { allowPrivateNetwork: true } });

async function lastSeq(): Promise<number> {
  const [row] = await t.db
    .select({ seq: auditRecords.seq })
    .from(auditRecords)
    .orderBy(desc(auditRecords.seq))
    .limit(1);
  return row?.seq ?? 0;
}

/** The records written since `seq`, in order, of one person (the suite signs others in too). */
async function recordsOf(seq: number, userCode: string) {
  const rows = await t.db
    .select()
    .from(auditRecords)
    .where(sql`${auditRecords.seq} > ${seq}`)
    .orderBy(auditRecords.seq);
  return rows.filter((row) => row.actorUserCode === userCode);
}

const fields = (changes: { field: string; after: unknown }[]) =>
  Object.fromEntries(changes.map((c) => [c.field, c.after]));

/** The session families of a signed-in user, the current one first. */
async function familiesOf(token: string): Promise<SignedInSession[]> {
  const list = await call<SignedInSession[]>(t.app, 'GET', '/uc/self/sessions', { token });
  expect(list.result).toBe(0);
  return [...list.retVal].sort((a, b) => Number(b.current) - Number(a.current));
}

async function oidcSignIn(browser: CookieBrowser, extra: Record<string, string> = {}) {
  const config = await discover('GC');
  const { url, verifier, state } = await authorize(config, extra);
  const back = await browser.follow(url.href);
  expect(new URL(back.url).searchParams.get('code')).toBeTruthy();
  return { config, back, verifier, state };
}

describe('OIDC grants', () => {
  it('one record per authorization code, none for the code exchange or a refresh', async () => {
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'nightaudit');
    const [family] = await familiesOf(hubToken);
    const before = await lastSeq();

    const first = await oidcSignIn(browser);
    const tokens = await oidc.authorizationCodeGrant(first.config, new URL(first.back.url), {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
    });
    await oidc.refreshTokenGrant(first.config, tokens.refresh_token!);
    let records = await recordsOf(before, 'nightaudit');
    expect(records.map((r) => [r.action, r.actorUnitCode, r.targetType, r.targetId])).toEqual([
      ['signIn.oidcGrant', 'H001', 'app', 'GC'],
    ]);
    expect(records[0]!.sessionFamily).toBe(family!.id);
    expect(records[0]!.unitCode).toBe('H001');
    expect(fields(records[0]!.changes)).toEqual({
      clientId: 'GC',
      scopes: expect.arrayContaining(['openid', 'portico', 'offline_access']),
      acr: 'urn:portico:acr:pwd',
      amr: ['pwd'],
    });

    // A new authorization answered from the live sign-in, without asking the user, is a grant.
    const again = await lastSeq();
    await oidcSignIn(browser, { prompt: 'none' });
    records = await recordsOf(again, 'nightaudit');
    expect(records.map((r) => [r.action, r.targetId, r.sessionFamily])).toEqual([
      ['signIn.oidcGrant', 'GC', family!.id],
    ]);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it('an OIDC "Sign out" that ends the hub session leaves one logout record for its family', async () => {
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const [family] = await familiesOf(hubToken);
    const { config, back, verifier, state } = await oidcSignIn(browser);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const before = await lastSeq();
    const end = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token! });
    const page = await (await browser.follow(end.href)).response.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const action = new URL(/action="([^"]+)"/.exec(page)![1]!, t.origin).href;
    const out = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(out.status).toBe(303);
    const records = await recordsOf(before, 'frontdesk');
    expect(records.map((r) => [r.action, r.targetType, r.targetId, r.sessionFamily])).toEqual([
      ['signIn.logout', 'session', family!.id, family!.id],
    ]);
    expect(fields(records[0]!.changes)).toEqual({ via: 'oidc' });
  });
});

describe('one session family from sign-in to logout', () => {
  it('the sign-in, its OIDC grant and its logout of one browser name the same family', async () => {
    const before = await lastSeq();
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'nightaudit');
    const [family] = await familiesOf(hubToken);
    const { config, back, verifier, state } = await oidcSignIn(browser);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const end = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token! });
    const page = await (await browser.follow(end.href)).response.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    const action = new URL(/action="([^"]+)"/.exec(page)![1]!, t.origin).href;
    const out = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(out.status).toBe(303);

    const records = await recordsOf(before, 'nightaudit');
    expect(records.map((r) => [r.action, r.sessionFamily])).toEqual([
      ['signIn.success', family!.id],
      ['signIn.oidcGrant', family!.id],
      ['signIn.logout', family!.id],
    ]);
    expect(fields(records[0]!.changes)).toEqual({ reason: 'password' });
  });
});

describe('CAS grants', () => {
  it('one record per service ticket, none for its validation; CAS logout leaves one', async () => {
    const { token, cookie } = await hubCookie(t.app, 'H001', 'frontdesk');
    const [family] = await familiesOf(token);
    const before = await lastSeq();
    const login = await casGet(t.app, '/cas/login', { service: GC_SERVICE }, cookie);
    const ticket = ticketOf(login, GC_SERVICE);
    const valid = await casGet(t.app, '/cas/p3/serviceValidate', { ticket, service: GC_SERVICE });
    expect(valid.body).toContain('<cas:user>frontdesk@H001</cas:user>');
    let records = await recordsOf(before, 'frontdesk');
    expect(records.map((r) => [r.action, r.targetType, r.targetId, r.sessionFamily])).toEqual([
      ['signIn.casGrant', 'app', 'GC', family!.id],
    ]);
    expect(fields(records[0]!.changes)).toEqual({
      service: GC_SERVICE,
      renew: false,
      amr: ['pwd'],
      acr: 'urn:portico:acr:pwd',
    });

    const out = await lastSeq();
    const logout = await casGet(t.app, '/cas/logout', {}, cookie);
    expect(logout.statusCode).toBe(200);
    records = await recordsOf(out, 'frontdesk');
    expect(records.map((r) => [r.action, r.targetType, r.targetId])).toEqual([
      ['signIn.logout', 'session', family!.id],
    ]);
    expect(fields(records[0]!.changes)).toEqual({ via: 'cas' });
  });
});

describe('session ends', () => {
  it("the user's own sign-out of a session, and of every other, leave one record each", async () => {
    const signIns = [];
    for (let i = 0; i < 3; i++) signIns.push(await loginAs(t.app, 'H001', 'nightaudit'));
    const token = signIns[0]!.jwtToken;
    const [current, ...others] = await familiesOf(token);
    expect(others.length).toBeGreaterThanOrEqual(2);

    let before = await lastSeq();
    const one = await call(t.app, 'DELETE', `/uc/self/sessions/${others[0]!.id}`, { token });
    expect(one.result).toBe(0);
    let records = await recordsOf(before, 'nightaudit');
    expect(records.map((r) => [r.action, r.targetType, r.targetId, r.sessionFamily])).toEqual([
      ['selfSessions.end', 'session', others[0]!.id, current!.id],
    ]);

    before = await lastSeq();
    const rest = await call(t.app, 'DELETE', '/uc/self/sessions', {
      token,
      query: { others: 'true' },
    });
    expect(rest.result).toBe(0);
    records = await recordsOf(before, 'nightaudit');
    expect(records.map((r) => [r.action, r.targetType, r.sessionFamily])).toEqual([
      ['selfSessions.endOthers', 'session', current!.id],
    ]);
    expect(await familiesOf(token)).toHaveLength(1);
  });

  it("an administrator's end of a user's session leaves one record naming the family", async () => {
    const user = await loginAs(t.app, 'H001', 'frontdesk');
    const [family] = await familiesOf(user.jwtToken);
    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    const before = await lastSeq();
    const ended = await call(t.app, 'DELETE', '/uc/user/sessions', {
      token: admin.jwtToken,
      query: { userId: user.userPkId, sessionId: family!.id },
    });
    expect(ended.result).toBe(0);
    const records = await recordsOf(before, 'admin');
    expect(records.map((r) => [r.action, r.actorUnitCode, r.targetType, r.targetId])).toEqual([
      ['userSessions.end', 'PLATFORM', 'session', family!.id],
    ]);
    expect(records[0]!.unitCode).toBe('H001');
  });
});
