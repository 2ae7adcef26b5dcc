import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { unitApps, units } from '../db/schema';
import {
  casGet,
  casTicket,
  casUser,
  createCasApp,
  failureCode,
  GC_SERVICE,
  hubCookie,
  ticketOf,
} from '../test/cas-kit';
import { call } from '../test/test-app';

/**
 * README "CAS" — /cas/login (CAS protocol §2.1: service, renew, gateway) served by the hub's
 * sign-in, /cas/logout (§2.3), and the server's own answers for what it does not serve.
 */
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await createCasApp());
}, 60_000);
afterAll(async () => close?.());

const validate = async (ticket: string, service = GC_SERVICE, extra: Record<string, string> = {}) =>
  (await casGet(app, '/cas/p3/serviceValidate', { ticket, service, ...extra })).body;

/** The id of the CAS sign-in the hub's sign-in page was given. */
function signInRequest(location: string | undefined, fresh = false): string {
  const match = /^\/sso\?cas=([0-9a-f-]{36})(&fresh=1)?$/.exec(String(location));
  expect(match, String(location)).not.toBeNull();
  expect(match![2] === '&fresh=1').toBe(fresh);
  return match![1]!;
}

describe('/cas/login (CAS protocol §2.1)', () => {
  it('shows an error page for a service no registered application owns, never a redirect', async () => {
    for (const service of [
      'https://evil.example/cb',
      'javascript:alert(1)',
      'http://localhost.evil.example/x',
      '/relative/path',
      `http://localhost/${'x'.repeat(3000)}`,
    ]) {
      for (const cookie of [undefined, (await hubCookie(app, 'H001', 'frontdesk')).cookie]) {
        const response = await casGet(app, '/cas/login', { service, gateway: 'true' }, cookie);
        expect(response.statusCode).toBe(400);
        expect(response.headers.location).toBeUndefined();
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('not belong to an application registered');
        expect(response.body).not.toContain('<script');
      }
    }
  });

  it("the application's locale (or language) reaches the hub sign-in page as its language", async () => {
    for (const [param, value, expected] of [
      ['locale', 'en', 'en-US'],
      ['language', 'zh-CN', 'zh-CN'],
      ['locale', 'fr', null],
    ] as const) {
      const response = await casGet(app, '/cas/login', { service: GC_SERVICE, [param]: value });
      expect(response.statusCode).toBe(303);
      const signIn = new URL(String(response.headers.location), 'http://localhost');
      expect(signIn.pathname).toBe('/sso');
      expect(signIn.searchParams.get('cas')).toMatch(/^[0-9a-f-]{36}$/);
      expect(signIn.searchParams.get('language')).toBe(expected);
    }
  });

  it('gives a signed-in browser a ticket at once; the ticket names the service and is CAS syntax', async () => {
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    const response = await casGet(app, '/cas/login', { service: GC_SERVICE }, cookie);
    expect(response.headers['cache-control']).toBe('no-store');
    const ticket = ticketOf(response, GC_SERVICE);
    expect(casUser(await validate(ticket))).toBe('frontdesk@H001');
  });

  it('keeps a fragment after the ticket and adds to an existing query', async () => {
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    const service = `${GC_SERVICE}&page=2#top`;
    const response = await casGet(app, '/cas/login', { service }, cookie);
    expect(String(response.headers.location)).toMatch(
      /^http:\/\/localhost\/examples\/child-app\/\?app=GC&page=2&ticket=ST-[A-Za-z0-9-]+#top$/,
    );
  });

  it('without a hub session: gateway goes back without a ticket, else the hub signs in and comes back', async () => {
    const gateway = await casGet(app, '/cas/login', { service: GC_SERVICE, gateway: 'true' });
    expect(gateway.statusCode).toBe(303);
    expect(gateway.headers.location).toBe(GC_SERVICE);

    const first = await casGet(app, '/cas/login', { service: GC_SERVICE });
    expect(first.statusCode).toBe(303);
    const id = signInRequest(first.headers.location);
    // Back before signing in: the sign-in page again.
    const early = await casGet(app, '/cas/login', { resume: id });
    expect(signInRequest(early.headers.location)).toBe(id);
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    const ticket = ticketOf(await casGet(app, '/cas/login', { resume: id }, cookie), GC_SERVICE);
    expect(casUser(await validate(ticket))).toBe('frontdesk@H001');
    // The request is answered once.
    const again = await casGet(app, '/cas/login', { resume: id }, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('expired');
  });

  it('refuses unknown and malformed sign-in requests with a page, not an error', async () => {
    for (const resume of ['00000000-0000-4000-8000-000000000000', 'nope', "1' or 1=1"]) {
      const response = await casGet(app, '/cas/login', { resume });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('renew: a signed-in user signs in again, and only that ticket validates with renew=true', async () => {
    const old = await hubCookie(app, 'H001', 'frontdesk');
    const plain = await casTicket(app, old.cookie);
    expect(failureCode(await validate(plain, GC_SERVICE, { renew: 'true' }))).toBe(
      'INVALID_TICKET_SPEC',
    );

    const asked = await casGet(
      app,
      '/cas/login',
      { service: GC_SERVICE, renew: 'true', gateway: 'true' },
      old.cookie,
    );
    const id = signInRequest(asked.headers.location, true);
    // The session the request turned down does not answer it.
    const stale = await casGet(app, '/cas/login', { resume: id }, old.cookie);
    expect(signInRequest(stale.headers.location, true)).toBe(id);
    const fresh = await hubCookie(app, 'H001', 'frontdesk');
    const renewed = ticketOf(
      await casGet(app, '/cas/login', { resume: id }, fresh.cookie),
      GC_SERVICE,
    );
    expect(casUser(await validate(renewed, GC_SERVICE, { renew: 'true' }))).toBe('frontdesk@H001');
  });

  it('refuses with a page when the unit has not opened the application', async () => {
    const [h001] = await db.select().from(units).where(eq(units.code, 'H001'));
    const service = 'http://localhost/examples/child-app/?app=DATACENTER';
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    const response = await casGet(app, '/cas/login', { service }, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
    const opened = await db.select().from(unitApps).where(eq(unitApps.unitId, h001!.id));
    expect(opened.find((row) => row.appCode === 'DATACENTER')?.enabled ?? false).toBe(false);
  });

  it('without a service goes to the hub', async () => {
    const response = await casGet(app, '/cas/login', {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sso');
  });
});

describe('/cas/logout (CAS protocol §2.3)', () => {
  it("ends the browser's hub sign-in and goes only to a registered service", async () => {
    const { token, cookie } = await hubCookie(app, 'H001', 'frontdesk');
    const response = await casGet(app, '/cas/logout', { service: GC_SERVICE }, cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(GC_SERVICE);
    const after = await call(app, 'GET', '/uc/sso/available', { query: { token, appCode: 'GC' } });
    expect(after.result).toBe(53012);
    // The hub's token cookie goes, so the hub's pages do not take the browser for signed in.
    expect(String(response.headers['set-cookie'])).toMatch(/^portico_token=; Path=\/; Max-Age=0/);
    // No ticket from that browser any more: the hub signs in again, dropping the stale cookie.
    const login = await casGet(app, '/cas/login', { service: GC_SERVICE }, cookie);
    expect(String(login.headers.location)).toMatch(/^\/sso\?cas=/);
    expect(String(login.headers['set-cookie'])).toMatch(/^portico_token=; Path=\/; Max-Age=0/);
  });

  it('shows the signed-out page for an unregistered service or none', async () => {
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    for (const query of [{ service: 'https://evil.example/' }, {}] as Record<string, string>[]) {
      const response = await casGet(app, '/cas/logout', query, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Signed out');
    }
  });
});

describe('what /cas does not serve', () => {
  it('answers 404 on unknown paths, not the console', async () => {
    for (const url of ['/cas', '/cas/', '/cas/samlValidate', '/cas/p3/nothing', '/cas/login/x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('bad input under /cas', () => {
  it('never answers 500, whatever the parameters', async () => {
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    const junk = [
      'service=a&service=b',
      'service=http%3A%2F%2F%5B%3A%3A1&renew=&gateway=',
      `service=${encodeURIComponent(GC_SERVICE)}&renew=true&renew=false`,
      'resume=a&resume=b',
      `resume=${'f'.repeat(5000)}`,
      'ticket=ST-1&ticket=ST-2&service=x',
      'ticket=%00&service=%00&format=%00',
      `ticket=ST-${'a'.repeat(300)}&service=${encodeURIComponent(GC_SERVICE)}&format=JSON`,
      'pgt=a&targetService=b&pgt=c',
    ];
    for (const path of [
      '/cas/login',
      '/cas/logout',
      '/cas/validate',
      '/cas/serviceValidate',
      '/cas/p3/proxyValidate',
      '/cas/proxy',
    ]) {
      for (const query of junk) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await app.inject({
            method,
            url: `${path}?${query}`,
            headers: { cookie: `${cookie}; portico_token=%E0%A4%A` },
          });
          expect(response.statusCode, `${method} ${path}?${query}`).toBeLessThan(500);
        }
      }
    }
  });
});
