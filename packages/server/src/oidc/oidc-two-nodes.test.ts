import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcClientView } from '@portico/sdk/contract';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemo } from '../db/seed';
import { createFanout, type Fanout } from '../stomp';
import { CookieBrowser } from '../test/oidc-test-kit';
import { call, loginAs } from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-db';

/**
 * README "OpenID Connect", one session, on two nodes of one PostgreSQL: a browser signs in to
 * the hub and to a client through node A; its hub logout reaches node B. Once B has answered,
 * node A no longer signs the client in for that browser and its refresh token is dead, while
 * another browser of the same user, signed in through its own hub session, keeps its session.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIRECT = 'http://localhost:5999/callback';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!DATABASE_URL)('OIDC sessions end with their hub family on every node', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  const fanouts: Fanout[] = [];
  let origin = '';
  let issuer = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.handle.db);
    second = await openDatabase({ url: database.url! });
    fanouts.push(await createFanout(database.handle), await createFanout(second));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    issuer = `${origin}/oidc`;
    const oidcOptions = { issuer, allowPrivateNetwork: true };
    nodeA = buildApp({
      db: database.handle.db,
      fanout: fanouts[0],
      rateLimits: false,
      oidc: oidcOptions,
    });
    await nodeA.listen({ port, host: '127.0.0.1' });
    // Started after A, which made the provider's keys: B reads the same ones.
    nodeB = buildApp({ db: second.db, fanout: fanouts[1], rateLimits: false, oidc: oidcOptions });
    await nodeB.ready();
    const { jwtToken } = await loginAs(nodeA, 'PLATFORM', 'admin');
    const client = await call<OidcClientView>(nodeA, 'POST', '/uc/apply/oidc', {
      token: jwtToken,
      body: {
        appCode: 'GC',
        public: true,
        redirectUris: [REDIRECT],
        scopes: ['openid', 'profile', 'offline_access'],
      },
    });
    expect(client.result).toBe(0);
  }, 60_000);

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await Promise.all(fanouts.map((fanout) => fanout.close()));
    await second?.close();
    await database?.teardown();
  });

  async function signIn(browser: CookieBrowser, extra: Record<string, string> = {}) {
    const config = await oidc.discovery(
      new URL(issuer),
      'GC',
      { token_endpoint_auth_method: 'none' },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests] },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid profile offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'consent',
      ...extra,
    });
    const answer = new URL((await browser.follow(url.href)).url);
    if (!answer.searchParams.get('code')) return { config, answer, tokens: null };
    const tokens = await oidc.authorizationCodeGrant(config, answer, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return { config, answer, tokens };
  }

  it("a hub logout on node B ends that browser's OIDC session on node A, and only that one", async () => {
    const a = new CookieBrowser(origin);
    const b = new CookieBrowser(origin);
    const hubA = await a.signInToHub(nodeA, 'H001', 'frontdesk');
    await b.signInToHub(nodeA, 'H001', 'frontdesk');
    const inA = await signIn(a);
    const inB = await signIn(b);
    expect(inA.tokens && inB.tokens).toBeTruthy();

    const logout = await call(nodeB, 'GET', '/uc/sso/logout', { query: { token: hubA } });
    expect(logout.result).toBe(0);

    await expect(
      oidc.refreshTokenGrant(inA.config, inA.tokens!.refresh_token!),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    const silentA = await signIn(a, { prompt: 'none' });
    expect(silentA.answer.searchParams.get('error')).toBe('login_required');
    const silentB = await signIn(b, { prompt: 'none' });
    expect(silentB.tokens).not.toBeNull();
    expect(
      (await oidc.refreshTokenGrant(inB.config, inB.tokens!.refresh_token!)).access_token,
    ).toBeTruthy();
  });
});
