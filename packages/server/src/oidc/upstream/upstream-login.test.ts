import type { LoginResult } from '@portico/sdk';
import type { CasLoginOption, UpstreamIdpView } from '@portico/sdk/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, sessions, unitIdentityProviders, users } from '../../db/schema';
import { unitId } from '../../test/admin-test-kit';
import { call, envelopeOf, loginAs } from '../../test/test-app';
import { CookieBrowser, startOidcServer, type OidcTestServer } from '../../test/oidc-test-kit';
import { CORPORATE_CLIENT, startCorporateIdp, type CorporateIdp } from './corporate-idp-kit';

/**
 * README "Upstream identity providers": a unit signs its staff in through its corporate OpenID
 * Connect provider (here a second oidc-provider started by the test). The login page's button
 * starts code + PKCE + state + nonce with openid-client, the state bound to the browser; the
 * identity's claim names the Portico user, who signs in through the login path of the form.
 * Bad input (wrong state, replay, another browser, unknown identity, provider down) is a clear
 * error on the sign-in page, never a 500, and writes no session.
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

async function finish(browser: CookieBrowser, code: string) {
  const response = await browser.request(`${t.origin}/uc/sso/upstream/finish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify({ code }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { result: number; msg: string; retVal: LoginResult | null };
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
    headers: { authorization: admin },
    payload: { unitId: await unitId(t.db, unitCode), ...body },
  });
  return envelopeOf<UpstreamIdpView>(response);
}

beforeAll(async () => {
  t = await startOidcServer();
  idp = await startCorporateIdp(`${t.origin}/uc/sso/upstream/callback`);
  idp.claims = {
    alice: { preferred_username: 'frontdesk', name: 'Alice Front', email: 'alice@corp.example' },
    bob: { preferred_username: 'nobody', name: 'Bob Unknown' },
    carol: { preferred_username: 'leaver', name: 'Carol Gone' },
    dave: { preferred_username: 'recruit', name: 'Dave Recruit', email: 'dave@corp.example' },
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

describe('sign-in through the corporate provider (README "Upstream identity providers")', () => {
  it('signs the mapped user in through the login path, with the login log', async () => {
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

    const done = await finish(browser, code);
    expect(done.result).toBe(0);
    const me = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: done.retVal!.jwtToken,
    });
    expect(me.retVal).toMatchObject({ userCode: 'frontdesk', unitCode: 'H001' });
    const logs = await t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userCode, 'frontdesk'), eq(loginLogs.reason, 'upstream')));
    expect(logs).toEqual([expect.objectContaining({ unitCode: 'H001', loginState: 'success' })]);

    // Started from an OpenID Connect sign-in waiting on the hub, the page is told to resume it.
    const waiting = new CookieBrowser(t.origin);
    const resumed = landing(await walk(waiting, `${start()}&oidc=Abc_12-x`));
    expect(resumed.get('oidc')).toBe('Abc_12-x');
    expect((await finish(waiting, resumed.get('upstream')!)).result).toBe(0);

    // The hand-off is spent: a second use is refused.
    const again = await finish(browser, code);
    expect(again).toMatchObject({ result: 40001, retVal: null });
    expect(again.msg).toBe('The corporate sign-in has expired; start it again');
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

  it('answers an unknown identity with a clear error and makes no account unless the unit allows it', async () => {
    const before = await rows();
    idp.person = 'bob';
    const browser = new CookieBrowser(t.origin);
    const code = landing(await walk(browser, start())).get('upstream')!;
    const refused = await finish(browser, code);
    expect(refused).toMatchObject({ result: 40101, retVal: null });
    expect(refused.msg).toContain('nobody');
    expect(await rows()).toEqual(before);

    // The rules of the form apply: a disabled account is refused as at the form.
    idp.person = 'carol';
    const carol = new CookieBrowser(t.origin);
    const disabled = await finish(carol, landing(await walk(carol, start())).get('upstream')!);
    expect(disabled.result).toBe(40102);
    expect(await rows()).toEqual(before);

    // Account creation on: the identity becomes a user of the unit, signed in.
    expect(
      (await configure('H001', { issuer: idp.issuer, clientId: 'portico', createAccounts: true }))
        .result,
    ).toBe(0);
    idp.person = 'dave';
    const dave = new CookieBrowser(t.origin);
    const created = await finish(dave, landing(await walk(dave, start())).get('upstream')!);
    expect(created.result).toBe(0);
    const [recruit] = await t.db.select().from(users).where(eq(users.userCode, 'recruit'));
    expect(recruit).toMatchObject({ name: 'Dave Recruit', email: 'dave@corp.example' });
    expect((await rows()).users).toBe(before.users + 1);
    await configure('H001', { issuer: idp.issuer, clientId: 'portico', createAccounts: false });
  });

  it('sends the browser back with `unavailable` when the provider is down or the unit has none', async () => {
    const before = await rows();
    const closed = await startCorporateIdp('http://127.0.0.1/cb');
    const downIssuer = closed.issuer;
    await closed.close();
    expect(
      (await configure('H002', { issuer: downIssuer, clientId: 'x', clientSecret: 's' })).result,
    ).toBe(0);
    const browser = new CookieBrowser(t.origin);
    expect(landing(await walk(browser, start('H002'))).get('upstreamError')).toBe('unavailable');
    for (const unitCode of ['H003', 'NOPE', '', 'x'.repeat(100)]) {
      expect(landing(await walk(browser, start(unitCode))).get('upstreamError')).toBe(
        'unavailable',
      );
    }
    expect(await rows()).toEqual(before);
  });
});
