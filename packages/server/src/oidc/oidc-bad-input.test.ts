import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { CookieBrowser, payloadRows } from '../test/oidc-test-kit';
import {
  authorize,
  discover,
  REDIRECT,
  t,
  useProviderFixture,
} from '../test/oidc-provider-fixture';

/**
 * Bad input (README "OpenID Connect"): malformed or replayed requests, wrong redirect URIs,
 * reused codes and wrong PKCE verifiers get the standard OAuth errors, never a 500, and nothing
 * is written.
 */
useProviderFixture();

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
