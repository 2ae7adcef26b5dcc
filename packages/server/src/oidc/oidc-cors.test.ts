import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { otherHostOrigin } from '../db/demo/org';
import { CookieBrowser } from '../test/oidc-test-kit';
import {
  authorize,
  confidentialSecret,
  discover,
  REDIRECT,
  t,
  useProviderFixture,
} from '../test/oidc-provider-fixture';

/**
 * README "OpenID Connect", single-page applications: a browser-only public client calls the
 * token and userinfo endpoints from its own origin, so those answers grant CORS to the origins of
 * the client's registered redirect URIs, and to no other origin: not a stranger's, not another
 * application's registered with the hub (the hub's API CORS does not reach /oidc), and never to a
 * confidential client's pages (its secret belongs on a server). No answer grants credentials.
 */
useProviderFixture();

const SPA = new URL(REDIRECT).origin;
const STRANGER = 'https://evil.example.org';
/** An origin the hub's API grants credentialed calls to: a registered application's. */
const HUB_APP = otherHostOrigin();

function fromOrigin(origin: string, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', origin);
  return fetch(url, { ...init, headers });
}

/** A token request the provider refuses on its merits (an unknown code) once CORS lets it in. */
function tokenRequest(origin: string, client: 'public' | 'confidential' = 'public') {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: 'not-a-code',
    redirect_uri: REDIRECT,
    code_verifier: 'v'.repeat(43),
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (client === 'public') body.set('client_id', 'GC');
  else headers.authorization = `Basic ${btoa(`KFPLAT:${confidentialSecret}`)}`;
  return fromOrigin(origin, `${t.issuer}/token`, { method: 'POST', headers, body });
}

async function accessToken(): Promise<string> {
  const config = await discover('GC');
  const browser = new CookieBrowser(t.origin);
  const { url, verifier, state } = await authorize(config);
  await browser.signInToHub(t.app, 'H001', 'frontdesk');
  const back = await browser.follow(url.href);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.access_token;
}

describe('CORS of the OpenID Connect endpoints (README "OpenID Connect")', () => {
  it("grants the token endpoint to the public client's redirect origin only", async () => {
    const own = await tokenRequest(SPA);
    expect(own.status).toBe(400);
    expect(((await own.json()) as { error: string }).error).toBe('invalid_grant');
    expect(own.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();
    expect(own.headers.get('vary')).toMatch(/origin/i);

    for (const origin of [STRANGER, HUB_APP]) {
      const other = await tokenRequest(origin);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await other.json()) as { error: string }).error).toBe('invalid_request');
    }
  });

  it("refuses a confidential client's token request from a browser page", async () => {
    const page = await tokenRequest(SPA, 'confidential');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await page.json()) as { error: string }).error).toBe('invalid_request');
  });

  it("answers userinfo to the client's redirect origin, and withholds it from any other", async () => {
    const token = await accessToken();
    const read = (origin: string) =>
      fromOrigin(origin, `${t.issuer}/me`, { headers: { authorization: `Bearer ${token}` } });
    const own = await read(SPA);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(((await own.json()) as { preferred_username: string }).preferred_username).toBe(
      'frontdesk@H001',
    );
    for (const origin of [STRANGER, HUB_APP]) {
      const other = await read(origin);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.status).toBe(400);
    }
  });

  it('leaves the preflight of /oidc to the provider: no credentials, not even for a hub app', async () => {
    // The premise: the API itself grants this application's origin credentialed calls.
    const api = await fromOrigin(HUB_APP, `${t.origin}/uc/user/info`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET' },
    });
    expect(api.headers.get('access-control-allow-credentials')).toBe('true');
    for (const origin of [SPA, HUB_APP]) {
      const preflight = await fromOrigin(origin, `${t.issuer}/me`, {
        method: 'OPTIONS',
        headers: {
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});
