import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { call } from '../test/test-app';
import { CookieBrowser } from '../test/oidc-test-kit';
import {
  AFTER_LOGOUT,
  authorize,
  discover,
  REDIRECT,
  t,
  useProviderFixture,
} from '../test/oidc-provider-fixture';

/**
 * README "OpenID Connect", signing out: the logout page asks, and only "Sign out" ends the hub
 * session; "Stay signed in" ends the asking client's part alone. No /oidc page runs script of its
 * own (a strict Content-Security-Policy on every answer), so a page elsewhere that sends the
 * browser to the logout address signs no one out without the user's click.
 */
useProviderFixture();

async function signedIn(browser: CookieBrowser) {
  const config = await discover('GC');
  const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
  const { url, verifier, state } = await authorize(config);
  const back = await browser.follow(url.href);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { config, hubToken, tokens };
}

const hubAlive = async (token: string) =>
  (await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token })).result === 0;

/** The logout page's form: where it posts and its anti-forgery value. */
function formOf(html: string) {
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!xsrf || !action) throw new Error(`no logout form in: ${html}`);
  return { xsrf, action: new URL(action, t.origin).href };
}

function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** What the strict policy demands of every /oidc page: no inline script, nothing framed. */
function expectStrictPolicy(response: Response) {
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('script-src')).toBeDefined();
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  return policy;
}

describe('the logout page honours the choice (README "OpenID Connect")', () => {
  it('"Stay signed in" keeps the hub session and the browser\'s sign-in', async () => {
    const browser = new CookieBrowser(t.origin);
    const { config, hubToken, tokens } = await signedIn(browser);
    const end = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: AFTER_LOGOUT,
    });
    const page = await browser.follow(end.href);
    const html = await page.response.text();
    expect(html).toContain('Stay signed in');
    expect(html).not.toContain('<script');
    const policy = expectStrictPolicy(page.response);
    // The confirmation redirects to the client's registered address: the form may go there.
    expect(policy.get('form-action')).toEqual(["'self'", new URL(AFTER_LOGOUT).origin]);

    const { xsrf, action } = formOf(html);
    const stay = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf }).toString(),
    });
    expect(stay.status).toBe(303);
    expect(stay.headers.get('location')).toBe(AFTER_LOGOUT);
    expect(await hubAlive(hubToken)).toBe(true);
    // The client's part ended; the browser is still signed in: no sign-in page on the way back.
    const again = await authorize(config);
    const back = await browser.follow(again.url.href);
    expect(new URL(back.url).searchParams.get('code')).toBeTruthy();
  });

  it('"Sign out" ends the hub session', async () => {
    const browser = new CookieBrowser(t.origin);
    const { config, hubToken, tokens } = await signedIn(browser);
    const end = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token! });
    const { xsrf, action } = formOf(await (await browser.follow(end.href)).response.text());
    const out = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(out.status).toBe(303);
    expect(await hubAlive(hubToken)).toBe(false);
  });

  it('a navigation to the logout address without an OIDC session asks too, and signs no one out', async () => {
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
    // What a page elsewhere can do: send the browser to the logout address.
    const page = await browser.follow(`${t.issuer}/session/end`);
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Sign out of Portico?');
    expectStrictPolicy(page.response);
    expect(await hubAlive(hubToken)).toBe(true);

    // The user's own click signs out.
    const { xsrf, action } = formOf(html);
    const out = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(out.status).toBe(303);
    expect(await hubAlive(hubToken)).toBe(false);
  });

  it("a form_post answer runs only the provider's script, pinned by hash, and posts to the client", async () => {
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const { url } = await authorize(await discover('GC'), { response_mode: 'form_post' });
    const page = await browser.follow(url.href);
    const html = await page.response.text();
    expect(html).toContain(`action="${REDIRECT}"`);
    const policy = expectStrictPolicy(page.response);
    expect(policy.get('script-src')!.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(policy.get('form-action')).toEqual(["'self'", new URL(REDIRECT).origin]);
  });

  it('error pages and the signed-out page carry the strict policy too', async () => {
    const error = await fetch(`${t.issuer}/auth?client_id=nobody&response_type=code`);
    expect(error.headers.get('content-type')).toMatch(/^text\/html/);
    expectStrictPolicy(error);
    const success = await fetch(`${t.issuer}/session/end/success`);
    expect(await success.text()).toContain('Signed out');
    expectStrictPolicy(success);
  });
});
