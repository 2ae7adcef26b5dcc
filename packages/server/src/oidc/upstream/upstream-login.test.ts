import type { LoginResult } from '@portico/sdk';
import type {
  CasLoginOption,
  UpstreamIdpView,
  UpstreamLinkNeeded,
  UpstreamLinkView,
} from '@portico/sdk/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { buildApp } from '../../app';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limits';
import {
  loginLogs,
  rateLimitHits,
  sessions,
  unitIdentityProviders,
  upstreamIdentities,
  users,
} from '../../db/schema';
import { unitId } from '../../test/admin-test-kit';
import { call, envelopeOf, loginAs } from '../../test/test-app';
import { CookieBrowser, startOidcServer, type OidcTestServer } from '../../test/oidc-test-kit';
import { CORPORATE_CLIENT, startCorporateIdp, type CorporateIdp } from './corporate-idp-kit';

/**
 * README "Upstream identity providers": a unit signs its staff in through its corporate OpenID
 * Connect provider (here a second oidc-provider started by the test). The login page's button
 * starts code + PKCE + state + nonce with openid-client, the state bound to the browser; the ID
 * token's signature is checked against the provider's published keys, and the identity (issuer
 * and `sub`) is linked to a Portico user once, by that user's password or an administrator, never
 * by the name the provider gives. Bad input (wrong state, replay, another browser, unlinked
 * identity, forged token, provider down or on a private address) is a clear error on the sign-in
 * page, never a 500, and writes no session.
 */
let t: OidcTestServer;
let idp: CorporateIdp;
let admin = '';

const start = (unitCode = 'H001') => `${t.origin}/uc/sso/upstream/start?unitCode=${unitCode}`;

/** Follows every redirect across both servers; answers each address visited. */
async function walk(browser: CookieBrowser, url: string): Promise<URL[]> {
  const visited = [new URL(url)];
  for (let hop = 0; hop < 15; hop++) {
    const response = await browser.request(visited.at(-1)!.href);
    expect(response.status, visited.at(-1)!.href).toBeLessThan(500);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return visited;
    visited.push(new URL(location, visited.at(-1)));
  }
  throw new Error('too many redirects');
}

/** The sign-in page the flow came back to, and its query. */
function landing(visited: URL[]): URLSearchParams {
  const last = visited.at(-1)!;
  expect(last.origin + last.pathname).toBe(`${t.origin}/sso`);
  return last.searchParams;
}

async function finish(
  browser: CookieBrowser,
  code: string,
  credentials: { userCode: string; password: string } | object = {},
) {
  const response = await browser.request(`${t.origin}/uc/sso/upstream/finish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify({ code, ...credentials }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { result: number; msg: string; retVal: LoginResult | null };
}

/** A corporate sign-in of `person` up to the hand-off: the browser and its code. */
async function corporateSignIn(person: string, unitCode = 'H001') {
  idp.person = person;
  const browser = new CookieBrowser(t.origin);
  const code = landing(await walk(browser, start(unitCode))).get('upstream');
  expect(code, `${person} reached the hand-off`).toBeTruthy();
  return { browser, code: code! };
}

async function userCodeOf(answer: { retVal: LoginResult | null }) {
  const me = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
    token: answer.retVal!.jwtToken,
  });
  return me.retVal.userCode;
}

async function linkAs(unitCode: string, userCode: string, subject: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/uc/safety/upstreamIdp/link',
    headers: { authorization: admin, language: 'en-US' },
    payload: { unitId: await unitId(t.db, unitCode), userCode, subject },
  });
  return envelopeOf<UpstreamLinkView>(response);
}

async function rows() {
  const [s] = await t.db.select({ n: count() }).from(sessions);
  const [u] = await t.db.select({ n: count() }).from(users);
  return { sessions: s!.n, users: u!.n };
}

async function configure(unitCode: string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/uc/safety/upstreamIdp',
    headers: { authorization: admin, language: 'en-US' },
    payload: { unitId: await unitId(t.db, unitCode), ...body },
  });
  return envelopeOf<UpstreamIdpView>(response);
}

beforeAll(async () => {
  // The corporate provider of the tests listens on loopback: the operator's switch allows it.
  vi.stubEnv('UPSTREAM_IDP_PRIVATE_NETWORK', 'true');
  t = await startOidcServer();
  idp = await startCorporateIdp(`${t.origin}/uc/sso/upstream/callback`);
  idp.claims = {
    alice: { preferred_username: 'frontdesk', name: 'Alice Front', email: 'alice@corp.example' },
    bob: { preferred_username: 'nobody', name: 'Bob Unknown' },
    carol: { preferred_username: 'leaver', name: 'Carol Gone' },
    dave: { preferred_username: 'recruit', name: 'Dave Recruit', email: 'dave@corp.example' },
    // A new person at the provider who was given the name of an existing Portico user.
    mallory: { preferred_username: 'frontdesk', name: 'Mallory Newcomer' },
  };
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  const saved = await configure('H001', {
    issuer: idp.issuer,
    clientId: CORPORATE_CLIENT.id,
    clientSecret: CORPORATE_CLIENT.secret,
  });
  expect(saved.result).toBe(0);
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await idp?.close();
  await t?.close();
});

describe('upstream identity provider settings (README "Upstream identity providers")', () => {
  it('never answers the secret, keeps it encrypted, and offers the button on the login page', async () => {
    const read = await call<UpstreamIdpView>(t.app, 'GET', '/uc/safety/upstreamIdp', {
      token: admin,
      query: { unitId: await unitId(t.db, 'H001') },
    });
    expect(read.retVal).toEqual({
      unitId: await unitId(t.db, 'H001'),
      issuer: idp.issuer,
      clientId: 'portico',
      hasSecret: true,
      userCodeClaim: 'preferred_username',
      createAccounts: false,
      enabled: true,
      redirectUri: `${t.origin}/uc/sso/upstream/callback`,
    });
    expect(JSON.stringify(read)).not.toContain(CORPORATE_CLIENT.secret);
    const [row] = await t.db.select().from(unitIdentityProviders);
    expect(row!.clientSecretSealed).toBeTruthy();
    expect(row!.clientSecretSealed).not.toContain(CORPORATE_CLIENT.secret);
    const options = await call<CasLoginOption>(t.app, 'GET', '/uc/sso/casLoginOption');
    expect(options.retVal.upstream).toEqual({ enabled: true });
  });

  it('refuses an issuer that is not https (but loopback) or carries a query', async () => {
    for (const issuer of [
      'http://idp.example',
      'https://idp.example/?x=1',
      'javascript:alert(1)',
    ]) {
      const answer = await configure('H002', { issuer, clientId: 'x' });
      expect(answer.result, issuer).toBe(40001);
    }
    expect(await t.db.select().from(unitIdentityProviders)).toHaveLength(1);
  });
});

describe('where the server may connect (README "Upstream identity providers", private networks)', () => {
  it('refuses loopback and private issuers unless the operator allows private networks', async () => {
    vi.stubEnv('UPSTREAM_IDP_PRIVATE_NETWORK', '');
    try {
      const port = new URL(idp.issuer).port;
      const refusals = {
        [`https://127.0.0.1:${port}`]:
          "The issuer's host 127.0.0.1 resolves to a loopback or private address; the platform operator must set UPSTREAM_IDP_PRIVATE_NETWORK=true to allow it",
        'https://10.20.30.40': "The issuer's host 10.20.30.40 resolves",
        'https://169.254.169.254/latest': "The issuer's host 169.254.169.254 resolves",
        'https://[::ffff:127.0.0.1]': "The issuer's host [::ffff:7f00:1] resolves",
        'https://localhost': "The issuer's host localhost resolves",
        [idp.issuer]: 'The issuer must be an https address',
      };
      for (const [issuer, msg] of Object.entries(refusals)) {
        const answer = await configure('H002', { issuer, clientId: 'x', clientSecret: 's' });
        expect(answer.result, issuer).toBe(40001);
        expect(answer.msg, issuer).toContain(msg);
      }
      expect(await t.db.select().from(unitIdentityProviders)).toHaveLength(1);

      // Settings saved while allowed (or a host that resolves elsewhere now): refused at the
      // connection too, and the provider never hears of it.
      await t.db.insert(unitIdentityProviders).values({
        unitId: await unitId(t.db, 'H002'),
        issuer: idp.issuer,
        clientId: CORPORATE_CLIENT.id,
      });
      const heard = idp.seen.length;
      const browser = new CookieBrowser(t.origin);
      expect(landing(await walk(browser, start('H002'))).get('upstreamError')).toBe('unavailable');
      expect(idp.seen.length).toBe(heard);
    } finally {
      vi.stubEnv('UPSTREAM_IDP_PRIVATE_NETWORK', 'true');
      await t.db
        .delete(unitIdentityProviders)
        .where(eq(unitIdentityProviders.unitId, await unitId(t.db, 'H002')));
    }
  });

  it('calls no provider for a start without one, and discovers a provider once for many starts', async () => {
    const heard = idp.seen.length;
    const browser = new CookieBrowser(t.origin);
    for (const unitCode of ['H002', 'H003', 'NOPE', '', 'x'.repeat(100)]) {
      expect(landing(await walk(browser, start(unitCode))).get('upstreamError')).toBe(
        'unavailable',
      );
    }
    expect(idp.seen.length).toBe(heard);
    // The first start discovers the provider; the next ones reuse what it found.
    await new CookieBrowser(t.origin).request(start());
    const discovered = idp.seen.length;
    expect(idp.seen.slice(heard)).toContain('/.well-known/openid-configuration');
    for (let i = 0; i < 3; i++) {
      const started = await new CookieBrowser(t.origin).request(start());
      expect(new URL(started.headers.get('location')!).origin).toBe(idp.issuer);
    }
    expect(idp.seen.slice(discovered)).toEqual([]);
  });
});

describe('the start is a sign-in call (README "Security", throttling)', () => {
  it('is limited per client address like the other sign-in calls', async () => {
    const limited = buildApp({
      db: t.db,
      rateLimits: { ...DEFAULT_RATE_LIMITS, signInPerIp: { max: 3, windowSeconds: 60 } },
      oidc: { issuer: t.issuer },
    });
    try {
      const starts = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.inject({
          url: '/uc/sso/upstream/start?unitCode=NOPE',
          remoteAddress: '198.51.100.77',
          headers: { language: 'en-US' },
        });
        starts.push(response.statusCode === 303 ? 303 : envelopeOf(response).result);
      }
      expect(starts).toEqual([303, 303, 303, 42900, 42900]);
    } finally {
      await limited.close();
      await t.db.delete(rateLimitHits);
    }
  });
});

describe('who a corporate identity is (README "Upstream identity providers", linking)', () => {
  it('asks an unlinked identity for the account password once, then signs it in by its subject', async () => {
    const before = await rows();
    const { browser, code } = await corporateSignIn('alice');
    const asked = await finish(browser, code);
    expect(asked).toEqual({
      result: 40101,
      msg: "Your corporate account (frontdesk) is not linked to a Portico account of this unit yet: confirm it once with that account's user code and password, or ask your administrator to link it",
      retVal: { linkNeeded: true, suggestedUserCode: 'frontdesk' } satisfies UpstreamLinkNeeded,
    });
    expect(await rows()).toEqual(before);
    // A wrong password spends the hand-off (and counts like one at the form).
    const wrong = await finish(browser, code, { userCode: 'frontdesk', password: 'wrong-1' });
    expect(wrong.result).toBe(40101);
    expect(
      (await finish(browser, code, { userCode: 'frontdesk', password: DEMO_PASSWORD })).msg,
    ).toBe('The corporate sign-in has expired; start it again');
    expect(await t.db.select().from(upstreamIdentities)).toEqual([]);

    const again = await corporateSignIn('alice');
    expect((await finish(again.browser, again.code)).result).toBe(40101);
    const linked = await finish(again.browser, again.code, {
      userCode: 'frontdesk',
      password: DEMO_PASSWORD,
    });
    expect(linked.result).toBe(0);
    expect(await userCodeOf(linked)).toBe('frontdesk');
    const [link] = await t.db.select().from(upstreamIdentities);
    expect(link).toMatchObject({ issuer: idp.issuer, subject: 'alice', linkedBy: 'password' });

    // From now on the provider's word is enough: the login path of the form, with its log.
    const later = await corporateSignIn('alice');
    const done = await finish(later.browser, later.code);
    expect(done.result).toBe(0);
    expect(await userCodeOf(done)).toBe('frontdesk');
    const logs = await t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userCode, 'frontdesk'), eq(loginLogs.reason, 'upstream')));
    expect(logs).toEqual([expect.objectContaining({ unitCode: 'H001', loginState: 'success' })]);
    // The hand-off is spent: a second use is refused.
    expect(await finish(later.browser, later.code)).toMatchObject({ result: 40001, retVal: null });
  });

  it('keeps a subject renamed at the provider the same user, and never lends a name to a new subject', async () => {
    // alice was renamed nightaudit at the provider: still frontdesk here.
    idp.claims.alice = { preferred_username: 'nightaudit', name: 'Alice Renamed' };
    try {
      const renamed = await corporateSignIn('alice');
      const answer = await finish(renamed.browser, renamed.code);
      expect(answer.result).toBe(0);
      expect(await userCodeOf(answer)).toBe('frontdesk');
    } finally {
      idp.claims.alice = { preferred_username: 'frontdesk', name: 'Alice Front' };
    }

    // mallory is a new subject the provider calls frontdesk: not frontdesk, even when the unit
    // lets the provider create accounts (the name is taken).
    const before = await rows();
    for (const createAccounts of [false, true]) {
      await configure('H001', { issuer: idp.issuer, clientId: 'portico', createAccounts });
      const { browser, code } = await corporateSignIn('mallory');
      const refused = await finish(browser, code);
      expect(refused.result, `createAccounts ${createAccounts}`).toBe(40101);
      expect(refused.retVal).toEqual({ linkNeeded: true, suggestedUserCode: 'frontdesk' });
    }
    await configure('H001', { issuer: idp.issuer, clientId: 'portico', createAccounts: false });
    expect(await rows()).toEqual(before);
    // Nor may it take frontdesk's link with frontdesk's password: one identity per user.
    const liveSessions = () => t.db.select().from(sessions).where(isNull(sessions.revokedAt));
    const liveBefore = (await liveSessions()).length;
    const { browser, code } = await corporateSignIn('mallory');
    const taken = await finish(browser, code, { userCode: 'frontdesk', password: DEMO_PASSWORD });
    expect(taken.msg).toBe(
      'This Portico account is already linked to another corporate account; contact your administrator',
    );
    // The password sign-in it took to find that out was ended at once.
    expect((await liveSessions()).length).toBe(liveBefore);
  });

  it('refuses an ID token signed with a key the provider never published', async () => {
    const before = await rows();
    idp.publishedKey = 'foreign';
    try {
      // Saved again: a new settings version is discovered afresh, keys included.
      await configure('H001', { issuer: idp.issuer, clientId: 'portico' });
      const browser = new CookieBrowser(t.origin);
      idp.person = 'alice';
      expect(landing(await walk(browser, start())).get('upstreamError')).toBe('denied');
    } finally {
      idp.publishedKey = 'own';
      await configure('H001', { issuer: idp.issuer, clientId: 'portico' });
    }
    expect(await rows()).toEqual(before);
    const { browser, code } = await corporateSignIn('alice');
    expect((await finish(browser, code)).result).toBe(0);
  });

  it('links by an administrator, lists and unlinks; the rules of the form still apply', async () => {
    const linked = await linkAs('H001', 'leaver', 'carol');
    expect(linked.retVal).toMatchObject({
      userCode: 'leaver',
      subject: 'carol',
      linkedBy: 'administrator',
      lastSignInAt: null,
    });
    expect((await linkAs('H001', 'newhire', 'carol')).msg).toBe(
      'This corporate account is already linked to the Portico account leaver',
    );
    expect((await linkAs('H001', 'leaver', 'someone-else')).result).toBe(40001);
    // A disabled account is refused as at the form.
    const carol = await corporateSignIn('carol');
    expect((await finish(carol.browser, carol.code)).result).toBe(40102);

    const list = await call<UpstreamLinkView[]>(t.app, 'GET', '/uc/safety/upstreamIdp/links', {
      token: admin,
      query: { unitId: await unitId(t.db, 'H001') },
    });
    expect(list.retVal.map((l) => [l.userCode, l.subject, l.linkedBy])).toEqual([
      ['frontdesk', 'alice', 'password'],
      ['leaver', 'carol', 'administrator'],
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/uc/safety/upstreamIdp/unlink',
      headers: { authorization: admin },
      payload: { unitId: await unitId(t.db, 'H001'), id: linked.retVal.id },
    });
    expect(envelopeOf(removed).result).toBe(0);
    const unlinked = await corporateSignIn('carol');
    expect((await finish(unlinked.browser, unlinked.code)).result).toBe(40101);
  });

  it('creates an account for a free user code when the unit allows it, linked to its subject', async () => {
    const before = await rows();
    await configure('H001', { issuer: idp.issuer, clientId: 'portico', createAccounts: true });
    try {
      const dave = await corporateSignIn('dave');
      const created = await finish(dave.browser, dave.code);
      expect(created.result).toBe(0);
      const [recruit] = await t.db.select().from(users).where(eq(users.userCode, 'recruit'));
      expect(recruit).toMatchObject({ name: 'Dave Recruit', email: 'dave@corp.example' });
      expect((await rows()).users).toBe(before.users + 1);
      const [link] = await t.db
        .select()
        .from(upstreamIdentities)
        .where(eq(upstreamIdentities.userId, recruit!.id));
      expect(link).toMatchObject({ subject: 'dave', linkedBy: 'provisioned' });
      // Renamed at the provider: still recruit, and no second account.
      idp.claims.dave = { preferred_username: 'recruit2', name: 'Dave Recruit' };
      const again = await corporateSignIn('dave');
      expect(await userCodeOf(await finish(again.browser, again.code))).toBe('recruit');
      expect((await rows()).users).toBe(before.users + 1);
    } finally {
      await configure('H001', { issuer: idp.issuer, clientId: 'portico', createAccounts: false });
    }
  });
});

describe('sign-in through the corporate provider (README "Upstream identity providers")', () => {
  it('sends PKCE, state and nonce, and resumes a waiting OpenID Connect sign-in', async () => {
    const browser = new CookieBrowser(t.origin);
    idp.person = 'alice';
    const visited = await walk(browser, start());
    // Portico → the provider's authorization endpoint with PKCE, state and nonce → back.
    const authorize = visited.find((url) => url.origin === idp.issuer && url.pathname === '/auth')!;
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const code = landing(visited).get('upstream')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    expect((await finish(browser, code)).result).toBe(0);

    // Started from an OpenID Connect sign-in waiting on the hub, the page is told to resume it.
    const waiting = new CookieBrowser(t.origin);
    const resumed = landing(await walk(waiting, `${start()}&oidc=Abc_12-x`));
    expect(resumed.get('oidc')).toBe('Abc_12-x');
    expect((await finish(waiting, resumed.get('upstream')!)).result).toBe(0);
  });

  it('refuses a wrong state, a replayed answer and an answer in another browser, writing nothing', async () => {
    const before = await rows();
    const browser = new CookieBrowser(t.origin);
    idp.person = 'alice';
    const visited = await walk(browser, start());
    const answer = visited.find((url) => url.pathname === '/uc/sso/upstream/callback')!;
    expect(answer.searchParams.get('code')).toBeTruthy();

    // The same answer again (the state was spent).
    expect(landing(await walk(browser, answer.href)).get('upstreamError')).toBe('state');
    // A made-up state, and none.
    const forged = new URL(answer);
    forged.searchParams.set('state', 'forged-state');
    expect(landing(await walk(browser, forged.href)).get('upstreamError')).toBe('state');
    expect(
      landing(await walk(browser, `${t.origin}/uc/sso/upstream/callback`)).get('upstreamError'),
    ).toBe('state');

    // An answer carried to another browser: its state is bound to the first one's cookie.
    const first = new CookieBrowser(t.origin);
    const started = await first.request(start());
    const toIdp = new URL(started.headers.get('location')!);
    const other = new CookieBrowser(t.origin);
    const stolen = await walk(other, toIdp.href);
    expect(landing(stolen).get('upstreamError')).toBe('state');

    // A hand-off spent by another browser.
    const thief = new CookieBrowser(t.origin);
    const code = landing(await walk(new CookieBrowser(t.origin), start())).get('upstream')!;
    expect((await finish(thief, code)).result).toBe(40001);
    expect((await finish(thief, 'not a code')).result).toBe(40001);
    expect(await rows()).toEqual(before);
  });

  it('sends the browser back with `unavailable` when the provider is down', async () => {
    const before = await rows();
    const closed = await startCorporateIdp('http://127.0.0.1/cb');
    const downIssuer = closed.issuer;
    await closed.close();
    expect(
      (await configure('H002', { issuer: downIssuer, clientId: 'x', clientSecret: 's' })).result,
    ).toBe(0);
    const browser = new CookieBrowser(t.origin);
    expect(landing(await walk(browser, start('H002'))).get('upstreamError')).toBe('unavailable');
    expect(await rows()).toEqual(before);
  });
});
