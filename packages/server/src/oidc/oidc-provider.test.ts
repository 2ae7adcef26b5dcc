import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { call } from '../test/test-app';
import { CookieBrowser } from '../test/oidc-test-kit';
import {
  AFTER_LOGOUT,
  authorize,
  confidentialSecret,
  discover,
  logoutTokens,
  REDIRECT,
  t,
  useProviderFixture,
} from '../test/oidc-provider-fixture';

/**
 * README "OpenID Connect": Portico as a provider driven by a standard client (openid-client):
 * discovery, code + PKCE, the ID token checked against the JWKS, userinfo, refresh, RP-initiated
 * logout, the unit rule of /sso/check (product.md §2.2), one session with the hub.
 */
useProviderFixture();

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

  it('ui_locales reaches the hub sign-in page as its language (OIDC Core §3.1.2.1)', async () => {
    const config = await discover('GC');
    const signInOf = async (extra: Record<string, string>) => {
      const { url } = await authorize(config, extra);
      return new URL((await new CookieBrowser(t.origin).follow(url.href)).url);
    };
    const english = await signInOf({ ui_locales: 'fr-CA en-US' });
    expect(english.pathname).toBe('/sso');
    expect(english.searchParams.get('language')).toBe('en-US');
    expect((await signInOf({ ui_locales: 'zh' })).searchParams.get('language')).toBe('zh-CN');
    // A language Portico does not speak leaves the choice to the browser.
    expect((await signInOf({ ui_locales: 'fr' })).searchParams.has('language')).toBe(false);
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
      // Unit-qualified: another unit may have a user "frontdesk" too.
      preferred_username: 'frontdesk@H001',
      // Set by the demo data, never proven by the user.
      email: 'frontdesk@harbour.example',
      email_verified: false,
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
