import { createServer, type Server } from 'node:http';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, loginAs } from './test-app';
import { startOidcServer, type OidcTestServer } from './oidc-test-kit';
import type { OidcClientView } from '@portico/sdk/contract';

/**
 * The provider tests' common ground (README "OpenID Connect"): a seeded server with two clients,
 * GC (public, with a back-channel logout URI answered by a small server here) and KFPLAT
 * (confidential, of an application unit H001 has not opened). The bindings are live: read them
 * inside tests, after `useProviderFixture()` ran its beforeAll.
 */
export let t: OidcTestServer;
export let confidentialSecret = '';
export let backchannelUri = '';
export const logoutTokens: string[] = [];
export const REDIRECT = 'http://localhost:5999/callback';
export const AFTER_LOGOUT = 'http://localhost:5999/bye';

export function useProviderFixture(options: Parameters<typeof startOidcServer>[0] = {}): void {
  let backchannel: Server;
  beforeAll(async () => {
    t = await startOidcServer(options);
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
}

export async function discover(clientId: string, secret?: string) {
  return oidc.discovery(
    new URL(t.issuer),
    clientId,
    secret ? { client_secret: secret } : { token_endpoint_auth_method: 'none' },
    secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );
}

export async function authorize(config: oidc.Configuration, extra: Record<string, string> = {}) {
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
