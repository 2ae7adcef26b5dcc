import { createServer, type Server } from 'node:http';
import * as oidc from 'openid-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { hashToken } from '../services/session';
import { call, loginAs } from '../test/test-app';
import { CookieBrowser, payloadRows, startOidcServer, type OidcTestServer } from './oidc-test-kit';
import type { OidcClientView } from '@portico/sdk/contract';

/**
 * README "OpenID Connect": Portico as a provider driven by a standard client (openid-client):
 * discovery, code + PKCE, the ID token checked against the JWKS, userinfo, refresh, RP-initiated
 * logout, the unit rule of /sso/check (product.md §2.2), one session with the hub, bad input.
 */
let t: OidcTestServer;
let backchannel: Server;
const logoutTokens: string[] = [];
let backchannelUri = '';
let confidentialSecret = '';
const REDIRECT = 'http://localhost:5999/callback';
const AFTER_LOGOUT = 'http://localhost:5999/bye';

beforeAll(async () => {
  t = await startOidcServer();
  backchannel = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      logoutTokens.push(new URLSearchParams(body).get('logout_token') ?? '');
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => backchannel.listen(0, '127.0.0.1', resolve));
  const address = backchannel.address();
  backchannelUri = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/bc`;
  const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'admin');
  const scopes = ['openid', 'profile', 'email', 'portico', 'offline_access'];
  const gc = await call<OidcClientView>(t.app, 'POST', '/uc/apply/oidc', {
    token: jwtToken,
    body: {
      appCode: 'GC',
      public: true,
      redirectUris: [REDIRECT],
      postLogoutRedirectUris: [AFTER_LOGOUT],
      scopes,
    },
  });
  expect(gc.result).toBe(0);
  const kf = await call<OidcClientView>(t.app, 'POST', '/uc/apply/oidc', {
    token: jwtToken,
    body: { appCode: 'KFPLAT', redirectUris: [REDIRECT], scopes, backchannelLogoutUri: null },
  });
  expect(kf.retVal.clientSecret).toMatch(/^[\w-]{43}$/);
  confidentialSecret = kf.retVal.clientSecret!;
  // Back-channel logout needs http(s); loopback http is accepted for development.
  const withBc = await call<OidcClientView>(t.app, 'POST', '/uc/apply/oidc', {
    token: jwtToken,
    body: {
      appCode: 'GC',
      public: true,
      redirectUris: [REDIRECT],
      postLogoutRedirectUris: [AFTER_LOGOUT],
      scopes,
      backchannelLogoutUri: backchannelUri,
    },
  });
  expect(withBc.result).toBe(0);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => backchannel?.close(resolve));
  await t?.close();
});

async function discover(clientId: string, secret?: string) {
  return oidc.discovery(
    new URL(t.issuer),
    clientId,
    secret ? { client_secret: secret } : { token_endpoint_auth_method: 'none' },
    secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );
}

async function authorize(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid profile email portico offline_access',
    prompt: 'consent',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { url, verifier, state };
}

describe('OpenID Connect provider (README "OpenID Connect")', () => {
  it('publishes discovery and a JWKS of the signing keys stored in the database', async () => {
    const config = await discover('GC');
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(t.issuer);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'portico']));
    expect(metadata.end_session_endpoint).toBe(`${t.issuer}/session/end`);
    const jwks = (await (await fetch(metadata.jwks_uri!)).json()) as {
      keys: { kid: string; d?: string }[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
  });

  it('signs in through the hub: code + PKCE, ID token verified on the JWKS, userinfo, refresh, logout', async () => {
    const config = await discover('GC');
    oidc.enableNonRepudiationChecks(config);
    const browser = new CookieBrowser(t.origin);
    const { url, verifier, state } = await authorize(config);

    // Without a hub session the interaction sends the browser to the hub's sign-in page.
    const toLogin = await browser.follow(url.href);
    const loginUrl = new URL(toLogin.url);
    expect(loginUrl.pathname).toBe('/sso');
    const uid = loginUrl.searchParams.get('oidc')!;
    expect(uid).toMatch(/^[\w-]+$/);
    const interaction = `${t.origin}/oidc/interaction/${uid}`;

    // Signed in to the hub, the interaction resumes with no further question.
    const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const back = await browser.follow(interaction);
    expect(back.url.startsWith(REDIRECT)).toBe(true);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const claims = tokens.claims()!;
    expect(claims.iss).toBe(t.issuer);
    expect(claims.aud).toBe('GC');
    expect(tokens.refresh_token).toBeTruthy();

    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({
      sub: claims.sub,
      unit_code: 'H001',
      preferred_username: 'frontdesk',
    });
    expect(typeof info.name).toBe('string');
    expect(Array.isArray(info.roles)).toBe(true);

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);

    // A second authorization of the same browser is not asked anything.
    const again = await authorize(config, { prompt: 'none' });
    const silent = await browser.follow(again.url.href);
    expect(new URL(silent.url).searchParams.get('code')).toBeTruthy();

    // RP-initiated logout: the confirmation form, then the hub session ends too.
    const end = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: AFTER_LOGOUT,
    });
    const form = await browser.follow(end.href);
    const html = await form.response.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const action = /action="([^"]+)"/.exec(html)?.[1];
    expect(xsrf && action).toBeTruthy();
    const confirm = await browser.request(new URL(action!, t.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(AFTER_LOGOUT);
    const hub = await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: hubToken });
    expect(hub.result).not.toBe(0);
  });

  it('answers access_denied when the unit has not opened the application (product.md §2.2)', async () => {
    const config = await discover('KFPLAT', confidentialSecret);
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const { url } = await authorize(config);
    const done = await browser.follow(url.href);
    const answer = new URL(done.url);
    expect(`${answer.origin}${answer.pathname}`).toBe(REDIRECT);
    expect(answer.searchParams.get('error')).toBe('access_denied');
    expect(answer.searchParams.get('code')).toBeNull();
  });

  it('ends the OIDC session and sends a back-channel logout token when the user signs out of the hub', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const { url, verifier, state } = await authorize(config);
    const back = await browser.follow(url.href);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    logoutTokens.length = 0;
    await call(t.app, 'GET', '/uc/sso/logout', { query: { token: hubToken } });
    await expect.poll(() => logoutTokens.length, { timeout: 10_000 }).toBe(1);
    const payload = JSON.parse(
      Buffer.from(logoutTokens[0]!.split('.')[1]!, 'base64url').toString(),
    );
    expect(payload.sub).toBe(tokens.claims()!.sub);
    expect(payload.events).toHaveProperty(['http://schemas.openid.net/event/backchannel-logout']);
    // The refresh token went with the session's grant.
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // And the browser is asked to sign in again.
    const after = await authorize(config, { prompt: 'none' });
    const silent = await browser.follow(after.url.href);
    expect(new URL(silent.url).searchParams.get('error')).toBe('login_required');
  });
});

/** The epoch second a hub sign-in started, as the sessions table has it. */
async function hubSignInSecond(hubToken: string): Promise<number> {
  const [row] = await t.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(hubToken)));
  return Math.floor(row!.createdAt.getTime() / 1000);
}

/** Waits for the clock's next second, so a later sign-in has a later `auth_time`. */
async function nextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
}

// `auth_time` is in the ID token only when asked for; these requests ask for it.
const AUTH_TIME = { claims: JSON.stringify({ id_token: { auth_time: { essential: true } } }) };

describe('prompt=login and max_age ask for a new hub sign-in (README "OpenID Connect")', () => {
  for (const [name, extra] of [
    ['prompt=login', { prompt: 'login' }],
    ['max_age=0', { max_age: '0' }],
  ] as const) {
    it(`${name}: a live hub session is not enough; a new sign-in completes with its auth_time`, async () => {
      const config = await discover('GC');
      const browser = new CookieBrowser(t.origin);
      const firstHub = await browser.signInToHub(t.app, 'H001', 'frontdesk');
      // A max_age the session satisfies signs in silently, with the hub sign-in's time.
      const first = await authorize(config, { ...AUTH_TIME, max_age: '3600' });
      const firstBack = await browser.follow(first.url.href);
      expect(firstBack.url.startsWith(REDIRECT)).toBe(true);
      const firstTokens = await oidc.authorizationCodeGrant(config, new URL(firstBack.url), {
        pkceCodeVerifier: first.verifier,
        expectedState: first.state,
      });
      const firstAuth = firstTokens.claims()!.auth_time!;
      expect(firstAuth).toBe(await hubSignInSecond(firstHub));

      // Asked again: the interaction sends the signed-in browser to the hub's sign-in form.
      const again = await authorize(config, { ...AUTH_TIME, ...extra });
      const toLogin = await browser.follow(again.url.href);
      const loginUrl = new URL(toLogin.url);
      expect(loginUrl.pathname).toBe('/sso');
      expect(loginUrl.searchParams.get('fresh')).toBe('1');
      expect(new URL(toLogin.url).searchParams.get('code')).toBeNull();
      const uid = loginUrl.searchParams.get('oidc')!;
      const interaction = `${t.origin}/oidc/interaction/${uid}`;
      // Coming back with the same session does not count as signing in.
      const unchanged = await browser.follow(interaction);
      expect(new URL(unchanged.url).pathname).toBe('/sso');

      await nextSecond();
      const secondHub = await browser.signInToHub(t.app, 'H001', 'frontdesk');
      const done = await browser.follow(interaction);
      expect(done.url.startsWith(REDIRECT)).toBe(true);
      const tokens = await oidc.authorizationCodeGrant(config, new URL(done.url), {
        pkceCodeVerifier: again.verifier,
        expectedState: again.state,
      });
      const authTime = tokens.claims()!.auth_time!;
      expect(authTime).toBe(await hubSignInSecond(secondHub));
      expect(authTime).toBeGreaterThan(firstAuth);
    });
  }
  it('max_age: a hub sign-in older than the allowed age sends the browser to sign in afresh', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
    // The session started two hours ago, as if the user had stayed signed in since.
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(sessions.tokenHash, hashToken(hubToken)));
    const { url } = await authorize(config, { max_age: '3600' });
    const toLogin = new URL((await browser.follow(url.href)).url);
    expect(toLogin.pathname).toBe('/sso');
    expect(toLogin.searchParams.get('fresh')).toBe('1');
  });
});

describe('bad input gets standard OAuth errors, never a 500, and writes nothing', () => {
  it('refuses wrong redirect URIs, unknown clients, missing PKCE and malformed requests', async () => {
    const before = await payloadRows(t.db);
    const auth = `${t.issuer}/auth`;
    const challenge = await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier());
    const cases: [Record<string, string>, string][] = [
      [
        {
          client_id: 'GC',
          response_type: 'code',
          scope: 'openid',
          redirect_uri: 'https://evil.example/cb',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        },
        'invalid_redirect_uri',
      ],
      [
        { client_id: 'NOPE', response_type: 'code', scope: 'openid', redirect_uri: REDIRECT },
        'invalid_client',
      ],
      [
        { client_id: 'GC', response_type: 'code', scope: 'openid', redirect_uri: REDIRECT },
        'invalid_request',
      ],
      [
        {
          client_id: 'GC',
          response_type: 'token',
          scope: 'openid',
          redirect_uri: REDIRECT,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        },
        'unsupported_response_type',
      ],
      [
        {
          client_id: 'GC',
          response_type: 'code',
          scope: 'openid',
          redirect_uri: REDIRECT,
          code_challenge: challenge,
          code_challenge_method: 'plain',
        },
        'invalid_request',
      ],
      // A NUL never reaches any route, this one included (http/input-guard.ts).
      [{ client_id: 'GC\u0000', response_type: 'code' }, '"result":40001'],
    ];
    for (const [params, error] of cases) {
      const response = await fetch(`${auth}?${new URLSearchParams(params)}`, {
        redirect: 'manual',
      });
      expect(response.status, error).toBeLessThan(500);
      const location = response.headers.get('location');
      // The error travels in the query, or in the fragment for a response type that uses one.
      const answer = location ? new URL(location, t.origin) : null;
      const text = answer
        ? (answer.searchParams.get('error') ??
          new URLSearchParams(answer.hash.slice(1)).get('error'))
        : await response.text();
      expect(text, `${JSON.stringify(params)} → ${location}`).toContain(error);
    }
    const token = await fetch(`${t.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body:
        'grant_type=authorization_code&code=forged&client_id=GC&redirect_uri=x&code_verifier=' +
        'a'.repeat(43),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
    const junk = await fetch(`${t.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(junk.status).toBeLessThan(500);
    expect(await payloadRows(t.db)).toBe(before);
  });

  it('answers hostile requests to every endpoint below 500, writing nothing', async () => {
    const before = await payloadRows(t.db);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const requests: [string, RequestInit][] = [
      ['/auth?' + 'client_id=GC&'.repeat(3), {}],
      ['/auth?request=not.a.jwt&client_id=GC&response_type=code', {}],
      ['/auth?client_id=' + 'x'.repeat(5000), {}],
      [
        '/token',
        {
          method: 'POST',
          headers: form,
          body: 'grant_type=refresh_token&refresh_token=junk&client_id=GC',
        },
      ],
      [
        '/token',
        {
          method: 'POST',
          headers: form,
          body: 'grant_type=password&username=a&password=b&client_id=GC',
        },
      ],
      [
        '/token',
        {
          method: 'POST',
          headers: { ...form, authorization: 'Basic !!!' },
          body: 'grant_type=authorization_code',
        },
      ],
      [
        '/token',
        {
          method: 'POST',
          headers: {
            ...form,
            authorization: `Basic ${Buffer.from('KFPLAT:wrong').toString('base64')}`,
          },
          body: 'grant_type=authorization_code&code=x&redirect_uri=' + REDIRECT,
        },
      ],
      [
        '/token',
        {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x--',
        },
      ],
      ['/token', { method: 'GET' }],
      ['/me', { headers: { authorization: 'Bearer junk' } }],
      ['/me', { method: 'POST', headers: form, body: 'access_token=junk' }],
      ['/token/revocation', { method: 'POST', headers: form, body: 'token=junk&client_id=GC' }],
      ['/session/end?id_token_hint=junk', {}],
      ['/session/end/confirm', { method: 'POST', headers: form, body: 'xsrf=junk&logout=yes' }],
      ['/interaction/unknown-uid', {}],
      ['/interaction/%00', {}],
      ['/jwks', { method: 'POST' }],
      ['/no-such-endpoint', {}],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${t.issuer}${path}`, { redirect: 'manual', ...init });
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500);
      await response.arrayBuffer();
    }
    expect(await payloadRows(t.db)).toBe(before);
    // A logout address no client registered is never followed. (The logout page itself stores
    // the empty session that carries its form's xsrf state, as for every logout request.)
    const open = await fetch(
      `${t.issuer}/session/end?post_logout_redirect_uri=https://evil.example/`,
      {
        redirect: 'manual',
      },
    );
    expect(open.status).toBe(200);
    expect(open.headers.get('location')).toBeNull();
    expect(await open.text()).not.toContain('evil.example');
  });

  it('refuses a wrong PKCE verifier and a reused code with invalid_grant', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const first = await authorize(config);
    const back = await browser.follow(first.url.href);
    await expect(
      oidc.authorizationCodeGrant(config, new URL(back.url), {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: first.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });

    const second = await authorize(config);
    const ok = await browser.follow(second.url.href);
    const grant = { pkceCodeVerifier: second.verifier, expectedState: second.state };
    await oidc.authorizationCodeGrant(config, new URL(ok.url), grant);
    await expect(oidc.authorizationCodeGrant(config, new URL(ok.url), grant)).rejects.toMatchObject(
      {
        error: 'invalid_grant',
      },
    );
  });
});
