import * as oidc from 'openid-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { hashToken } from '../modules/session/session';
import { CookieBrowser } from '../test/oidc-test-kit';
import {
  authorize,
  discover,
  REDIRECT,
  t,
  useProviderFixture,
} from '../test/oidc-provider-fixture';

/**
 * prompt=login and max_age (README "OpenID Connect"): a hub sign-in that is not recent enough
 * sends the browser to sign in afresh, and the ID token tells when the user signed in.
 */
useProviderFixture();

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
