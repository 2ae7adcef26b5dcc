import { ServerCode } from '@portico/sdk/internal';
import { type DomainRecord } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, units } from '../../db/schema';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lookup = (domain?: string, token?: string) =>
  call<DomainRecord | null>(t.app, 'GET', '/uc/domain/lookup', {
    query: domain === undefined ? {} : { domain },
    token,
  });

describe('GET /uc/domain/lookup?domain= (product.md §2.6 brand themes, §3 "Domain record")', () => {
  it('answers the seeded record of a host without a session, brand fields filling the gaps', async () => {
    const envelope = await lookup('harbour.localhost');
    expect(envelope.result).toBe(0);
    expect(envelope.retVal).toEqual({
      id: expect.any(String),
      domain: 'harbour.localhost',
      orgCode: 'G001',
      logoUrl: null,
      backgroundUrl: null,
      copyRight: '© Harbour Hotels',
      loginPage: 'harbour',
      // The language the sign-in page takes when the browser speaks neither locale: none set.
      unitLanguage: null,
    });
    const portico = await lookup('localhost');
    expect(portico.retVal).toMatchObject({ orgCode: 'PLATFORM', loginPage: 'default' });
    expect(portico.retVal?.copyRight).toBe('© Portico');
  });

  it('compares hosts without case or trailing dot, and ignores a stale token', async () => {
    const envelope = await lookup(' Harbour.LOCALHOST. ', 'not-a-token');
    expect(envelope.result).toBe(0);
    expect(envelope.retVal?.orgCode).toBe('G001');
    // A signed-in caller gets the same public answer.
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    expect((await lookup('harbour.localhost', jwtToken)).retVal?.orgCode).toBe('G001');
  });

  it('prefers the domain’s own logo, background, copyright and page over the brand’s', async () => {
    const [g002] = await t.db.select().from(units).where(eq(units.code, 'G002'));
    await t.db.insert(domains).values({
      domain: 'summit.localhost',
      unitId: g002!.id,
      brandCode: 'harbour',
      logoUrl: '/brands/summit/logo.svg',
      backgroundUrl: '/brands/summit/background.svg',
      copyRight: '© Summit',
      loginPage: 'default',
    });
    expect((await lookup('summit.localhost')).retVal).toMatchObject({
      orgCode: 'G002',
      logoUrl: '/brands/summit/logo.svg',
      backgroundUrl: '/brands/summit/background.svg',
      copyRight: '© Summit',
      loginPage: 'default',
    });
  });

  it('answers null for an unknown host, an IP address included, so the page keeps its defaults', async () => {
    for (const host of ['unknown.example', '127.0.0.1', 'localhost.localdomain']) {
      const envelope = await lookup(host);
      expect(envelope).toEqual({ result: 0, msg: '', retVal: null });
    }
  });

  it('refuses a missing or malformed host with an envelope error, never a 500', async () => {
    const bad = [
      undefined,
      '',
      'two words',
      'harbour.localhost:8080',
      'https://harbour.localhost',
      '-bad-.localhost',
      "x' OR '1'='1",
      '<script>',
      `${'a'.repeat(64)}.localhost`,
      `${'abc.'.repeat(70)}com`,
      'harbour\u0000.localhost',
    ];
    for (const host of bad) {
      const envelope = await lookup(host);
      expect(envelope.result, String(host)).toBe(ServerCode.INVALID_INPUT);
      expect(envelope.retVal).toBeNull();
    }
    // A repeated parameter is an array, not a host.
    const response = await t.app.inject({
      method: 'GET',
      url: '/uc/domain/lookup?domain=a.localhost&domain=b.localhost',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe(ServerCode.INVALID_INPUT);
  });
});
