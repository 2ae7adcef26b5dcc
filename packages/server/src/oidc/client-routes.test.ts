import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcClients } from '../db/schema';
import { call, loginAs } from '../test/test-app';
import type { OidcClientView } from '@portico/sdk/contract';
import { startOidcServer, type OidcTestServer } from '../test/oidc-test-kit';

/**
 * README "OpenID Connect", "Clients": an application's OIDC settings are administered with the
 * other app settings (platform administrators of the apps family), the secret is shown once and
 * kept hashed, and addresses are validated.
 */
let t: OidcTestServer;
let admin = '';

beforeAll(async () => {
  t = await startOidcServer();
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
}, 60_000);
afterAll(async () => t?.close());

const settings = {
  appCode: 'GC',
  redirectUris: ['https://gc.example.com/callback'],
  postLogoutRedirectUris: ['https://gc.example.com/'],
  scopes: ['openid', 'profile'],
};

async function rows() {
  const [row] = await t.db.select({ n: count() }).from(oidcClients);
  return row?.n ?? 0;
}

describe('OIDC client settings (/uc/apply/oidc)', () => {
  it('creates a confidential client whose secret is answered once and stored hashed', async () => {
    const saved = await call<OidcClientView>(t.app, 'POST', '/uc/apply/oidc', {
      token: admin,
      body: settings,
    });
    expect(saved.result).toBe(0);
    expect(saved.retVal).toMatchObject({
      clientId: 'GC',
      public: false,
      scopes: ['openid', 'profile'],
    });
    const secret = saved.retVal.clientSecret!;
    expect(secret).toMatch(/^[\w-]{43}$/);

    const read = await call<OidcClientView>(t.app, 'GET', '/uc/apply/oidc', {
      token: admin,
      query: { appCode: 'GC' },
    });
    expect(read.retVal).not.toHaveProperty('clientSecret');
    const [row] = await t.db.select().from(oidcClients).where(eq(oidcClients.appCode, 'GC'));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secretHash).not.toContain(secret);

    // Saving again keeps the secret (none answered); rotating makes a new one.
    const again = await call<OidcClientView>(t.app, 'POST', '/uc/apply/oidc', {
      token: admin,
      body: settings,
    });
    expect(again.retVal).not.toHaveProperty('clientSecret');
    const rotated = await call<OidcClientView>(t.app, 'POST', '/uc/apply/oidc/rotateSecret', {
      token: admin,
      body: { appCode: 'GC' },
    });
    expect(rotated.retVal.clientSecret).toMatch(/^[\w-]{43}$/);
    expect(rotated.retVal.clientSecret).not.toBe(secret);
  });

  it('is refused to anyone but platform administrators (40301)', async () => {
    const before = await rows();
    for (const [unit, user] of [
      ['G001', 'groupadmin'],
      ['H001', 'frontdesk'],
    ] as const) {
      const { jwtToken } = await loginAs(t.app, unit, user);
      const refused = await call(t.app, 'POST', '/uc/apply/oidc', {
        token: jwtToken,
        body: { ...settings, appCode: 'KFPLAT' },
      });
      expect(refused.result, `${unit}/${user}`).toBe(40301);
    }
    const anonymous = await call(t.app, 'GET', '/uc/apply/oidc', { query: { appCode: 'GC' } });
    expect(anonymous.result).toBe(50001);
    expect(await rows()).toBe(before);
  });

  it('refuses unsafe addresses, scopes without openid and unknown apps, writing nothing', async () => {
    const before = await rows();
    const bad: [Record<string, unknown>, number][] = [
      [{ redirectUris: ['javascript:alert(1)'] }, 40001],
      [{ redirectUris: ['http://gc.example.com/callback'] }, 40001],
      [{ redirectUris: ['https://gc.example.com/cb#frag'] }, 40001],
      [{ redirectUris: [] }, 40001],
      [{ postLogoutRedirectUris: ['data:text/html,x'] }, 40001],
      [{ backchannelLogoutUri: 'ftp://gc.example.com/' }, 40001],
      [{ scopes: ['profile'] }, 40001],
      [{ scopes: ['openid', 'admin'] }, 40001],
      [{ extra: 1 }, 40001],
      [{ appCode: 'NO_SUCH_APP' }, 40401],
    ];
    for (const [change, result] of bad) {
      const answer = await call(t.app, 'POST', '/uc/apply/oidc', {
        token: admin,
        body: { ...settings, appCode: 'KFPLAT', ...change },
      });
      expect(answer.result, JSON.stringify(change)).toBe(result);
    }
    expect(await rows()).toBe(before);
  });
});
