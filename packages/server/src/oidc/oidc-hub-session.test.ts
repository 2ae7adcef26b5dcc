import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { securitySettings, sessions } from '../db/schema';
import { unitId, userId } from '../test/admin-test-kit';
import { call, envelopeOf, loginAs } from '../test/test-app';
import { CookieBrowser } from '../test/oidc-test-kit';
import {
  discover,
  logoutTokens,
  REDIRECT,
  t,
  useProviderFixture,
} from '../test/oidc-provider-fixture';
import { hashToken } from '../modules/session/session';
import { forgetCachedSessions } from '../modules/session/session-sync';

/**
 * README "OpenID Connect", one session with the hub: an OIDC session answers an authorization
 * only while the browser's hub session is alive, is the same account and is the sign-in that
 * signed it in; its cookie lasts the browser session as the hub's does; a hub logout ends the
 * OIDC sessions of that sign-in only, not those another browser signed in.
 */
useProviderFixture();

/** An authorization request of the public client GC (code + PKCE), with `extra` parameters. */
async function request(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid profile email portico offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { url, verifier, state };
}

/** The browser runs an authorization to its end: the tokens, or the address it stopped at. */
async function authorizeIn(browser: CookieBrowser, extra: Record<string, string> = {}) {
  const config = await discover('GC');
  const { url, verifier, state } = await request(config, extra);
  const { url: landed } = await browser.follow(url.href);
  const answer = new URL(landed);
  if (!answer.searchParams.get('code')) return { landed: answer, tokens: null };
  const tokens = await oidc.authorizationCodeGrant(config, answer, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { landed: answer, tokens };
}

/** Signed in through GC; `prompt=consent` is what grants offline_access (a refresh token). */
async function signedIn(browser: CookieBrowser) {
  const { tokens, landed } = await authorizeIn(browser, { prompt: 'consent' });
  if (!tokens) throw new Error(`no code: ${landed.href}`);
  return tokens;
}

const subjectOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid?: string;
  };

describe('every authorization consults the hub session (README "OpenID Connect")', () => {
  it('the OIDC session cookie is a browser-session cookie: a restarted browser is asked to sign in', async () => {
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    await signedIn(browser);
    expect(browser.cookies.has('_session')).toBe(true);
    expect(browser.isPersistent('_session')).toBe(false);

    browser.restart();
    const silent = await authorizeIn(browser, { prompt: 'none' });
    expect(silent.landed.searchParams.get('error')).toBe('login_required');
  });

  it('an OIDC session the hub no longer vouches for is not used, even with its cookie kept', async () => {
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const first = await signedIn(browser);
    logoutTokens.length = 0;

    // The hub's cookie is gone (the hub shows its sign-in page); the provider's cookie is kept.
    browser.cookies.delete('portico_token');
    const silent = await authorizeIn(browser, { prompt: 'none' });
    expect(silent.landed.searchParams.get('error')).toBe('login_required');
    const interactive = await authorizeIn(browser);
    expect(interactive.landed.pathname).toBe('/sso');
    // The session it held ended, and the client was told.
    await expect.poll(() => logoutTokens.length).toBe(1);
    expect(subjectOf(logoutTokens[0]!).sub).toBe(first.claims()!.sub);
  });

  it('another account signed in to the hub gets its own identity, never the previous one', async () => {
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const frontdesk = await signedIn(browser);
    logoutTokens.length = 0;

    // The same browser, now signed in to the hub as someone else (after a restart, say).
    await browser.signInToHub(t.app, 'H001', 'nightaudit');
    const silent = await authorizeIn(browser, { prompt: 'none' });
    expect(silent.landed.searchParams.get('error')).toBe('login_required');
    const next = await signedIn(browser);
    const claims = next.claims()!;
    expect(claims.sub).not.toBe(frontdesk.claims()!.sub);
    const info = await oidc.fetchUserInfo(await discover('GC'), next.access_token, claims.sub);
    expect(info.preferred_username).toBe('nightaudit@H001');
    // frontdesk's session and grant ended with a logout token to the client.
    await expect.poll(() => logoutTokens.length).toBe(1);
    expect(subjectOf(logoutTokens[0]!).sub).toBe(frontdesk.claims()!.sub);
    await expect(
      oidc.refreshTokenGrant(await discover('GC'), frontdesk.refresh_token!),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('another account signing in for prompt=login gets its own identity and session', async () => {
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const frontdesk = await signedIn(browser);
    logoutTokens.length = 0;

    // The client asks for a new sign-in; the browser is sent to the hub's form.
    const { url, verifier, state } = await request(await discover('GC'), { prompt: 'login' });
    const toForm = new URL((await browser.follow(url.href)).url);
    expect(toForm.searchParams.get('fresh')).toBe('1');
    const interaction = `${t.origin}/oidc/interaction/${toForm.searchParams.get('oidc')}`;
    // Someone else signs in there.
    await browser.signInToHub(t.app, 'H001', 'nightaudit');
    const back = new URL((await browser.follow(interaction)).url);
    expect(back.searchParams.get('code')).toBeTruthy();
    const tokens = await oidc.authorizationCodeGrant(await discover('GC'), back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const info = await oidc.fetchUserInfo(
      await discover('GC'),
      tokens.access_token,
      tokens.claims()!.sub,
    );
    expect(info.preferred_username).toBe('nightaudit@H001');
    expect(tokens.claims()!.sid).not.toBe(frontdesk.claims()!.sid);
    // frontdesk's OIDC session ended, with its logout token.
    await expect.poll(() => logoutTokens.length).toBe(1);
    expect(subjectOf(logoutTokens[0]!).sub).toBe(frontdesk.claims()!.sub);
  });

  it("past the unit's idle window the hub session ends and the client is not signed in silently", async () => {
    const H001 = await unitId(t.db, 'H001');
    await t.db
      .insert(securitySettings)
      .values({ unitId: H001, lockScreenMinutes: 10 })
      .onConflictDoUpdate({ target: securitySettings.unitId, set: { lockScreenMinutes: 10 } });
    try {
      const browser = new CookieBrowser(t.origin);
      const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
      const tokens = await signedIn(browser);
      expect((await authorizeIn(browser, { prompt: 'none' })).tokens).not.toBeNull();
      logoutTokens.length = 0;

      // Eleven minutes without use, as the clock would make them.
      const then = new Date(Date.now() - 11 * 60_000);
      await t.db
        .update(sessions)
        .set({ lastSeenAt: then, createdAt: then })
        .where(eq(sessions.tokenHash, hashToken(hubToken)));
      forgetCachedSessions(t.db);

      const silent = await authorizeIn(browser, { prompt: 'none' });
      expect(silent.landed.searchParams.get('error')).toBe('login_required');
      await expect.poll(() => logoutTokens.length).toBeGreaterThanOrEqual(1);
      expect(subjectOf(logoutTokens[0]!).sub).toBe(tokens.claims()!.sub);
    } finally {
      await t.db.delete(securitySettings).where(eq(securitySettings.unitId, H001));
    }
  });
});

describe('a hub logout ends only its own OIDC sessions (README "OpenID Connect")', () => {
  it("signing out in one browser leaves another browser's OIDC session of the same user", async () => {
    const a = new CookieBrowser(t.origin);
    const b = new CookieBrowser(t.origin);
    const hubA = await a.signInToHub(t.app, 'H001', 'frontdesk');
    await b.signInToHub(t.app, 'H001', 'frontdesk');
    const inA = await signedIn(a);
    const inB = await signedIn(b);
    logoutTokens.length = 0;

    await call(t.app, 'GET', '/uc/sso/logout', { query: { token: hubA } });
    await expect.poll(() => logoutTokens.length).toBe(1);
    expect(subjectOf(logoutTokens[0]!).sid).toBe(inA.claims()!.sid);

    // B's session and tokens live on; A is asked to sign in.
    const config = await discover('GC');
    await expect(oidc.refreshTokenGrant(config, inA.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await oidc.refreshTokenGrant(config, inB.refresh_token!)).access_token).toBeTruthy();
    expect((await authorizeIn(b, { prompt: 'none' })).tokens).not.toBeNull();
    const silentA = await authorizeIn(a, { prompt: 'none' });
    expect(silentA.landed.searchParams.get('error')).toBe('login_required');
    expect(logoutTokens).toHaveLength(1);
  });

  it("a user-wide end (the administrator disables the user) ends every browser's OIDC sessions", async () => {
    const a = new CookieBrowser(t.origin);
    const b = new CookieBrowser(t.origin);
    await a.signInToHub(t.app, 'H001', 'nightaudit');
    await b.signInToHub(t.app, 'H001', 'nightaudit');
    const inA = await signedIn(a);
    const inB = await signedIn(b);
    logoutTokens.length = 0;

    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    const id = await userId(t.db, 'H001', 'nightaudit');
    const state = async (status: string) =>
      envelopeOf(
        await t.app.inject({
          method: 'PUT',
          url: '/uc/user/updateState',
          headers: { authorization: admin.jwtToken },
          payload: { id, status },
        }),
      ).result;
    expect(await state('disabled')).toBe(0);
    try {
      const told = () => new Set(logoutTokens.map((token) => subjectOf(token).sid));
      await expect.poll(() => told().has(inA.claims()!.sid as string)).toBe(true);
      await expect.poll(() => told().has(inB.claims()!.sid as string)).toBe(true);
    } finally {
      expect(await state('enabled')).toBe(0);
    }
  });
});
