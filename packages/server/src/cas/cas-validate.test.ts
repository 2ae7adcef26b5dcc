import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { sessions, tickets } from '../db/schema';
import { hashToken } from '../modules/session/session';
import {
  casTicket,
  casUser,
  createCasApp,
  failureCode,
  GC_SERVICE,
  hubCookie,
} from '../test/cas-kit';
import { call } from '../test/test-app';

/**
 * README "CAS" — ticket validation (CAS protocol §2.4 /validate, §2.5 /serviceValidate, §2.6
 * /proxyValidate, their /p3 forms and `format=JSON`); tickets single use, bound to their service,
 * short-lived, of their own kind (never a Portico session); the principal `userCode@unitCode`.
 */
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ app, db, close } = await createCasApp());
  ({ cookie } = await hubCookie(app, 'H001', 'frontdesk'));
}, 60_000);
afterAll(async () => close?.());

const sessionCount = async () => (await db.select({ n: count() }).from(sessions))[0]!.n;

async function validate(path: string, query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: path, query });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response;
}

describe('the 2.0 and 3.0 validations (CAS protocol §2.5, §2.6, §2.8)', () => {
  it('answer the unit-qualified user and the attributes once, on every endpoint, making no session', async () => {
    for (const path of [
      '/cas/serviceValidate',
      '/cas/p3/serviceValidate',
      '/cas/proxyValidate',
      '/cas/p3/proxyValidate',
    ]) {
      const ticket = await casTicket(app, cookie);
      const before = await sessionCount();
      const answer = await validate(path, { ticket, service: GC_SERVICE });
      expect(answer.headers['content-type']).toMatch(/^application\/xml/);
      expect(answer.body).toContain('<cas:authenticationSuccess>');
      expect(casUser(answer.body)).toBe('frontdesk@H001');
      expect(answer.body).toMatch(/<cas:userId>[0-9a-f-]{36}<\/cas:userId>/);
      expect(answer.body).toContain('<cas:unitCode>H001</cas:unitCode>');
      expect(answer.body).toContain('<cas:appCode>GC</cas:appCode>');
      // No e-mail: nothing says the address was confirmed by its owner.
      expect(answer.body).not.toContain('email');
      expect(await sessionCount()).toBe(before);
      const again = await validate(path, { ticket, service: GC_SERVICE });
      expect(failureCode(again.body)).toBe('INVALID_TICKET');
    }
  });

  it('names the platform administrator apart from any unit user of the same code', async () => {
    const admin = await hubCookie(app, 'PLATFORM', 'admin');
    const ticket = await casTicket(app, admin.cookie);
    const answer = await validate('/cas/p3/serviceValidate', { ticket, service: GC_SERVICE });
    expect(casUser(answer.body)).toBe('admin@PLATFORM');
  });

  it("tells a unit's own user apart from another unit's user of the same code and e-mail", async () => {
    const manager = await hubCookie(app, 'H002', 'manager');
    const added = await call(app, 'POST', '/uc/user/add', {
      token: manager.token,
      body: {
        userCode: 'frontdesk',
        name: 'Front Desk',
        email: 'frontdesk@h001.example',
        unitName: 'Harbour Hotel Hangzhou',
        password: 'Welcome2026',
      },
    });
    expect(added.result, added.msg).toBe(0);
    const login = await call<{ jwtToken: string }>(app, 'POST', '/uc/sso/login', {
      body: { unitCode: 'H002', userCode: 'frontdesk', password: 'Welcome2026' },
    });
    const twin = `portico_token=${encodeURIComponent(login.retVal.jwtToken)}`;
    const users: string[] = [];
    for (const browser of [twin, cookie]) {
      const ticket = await casTicket(app, browser);
      const answer = await validate('/cas/p3/serviceValidate', { ticket, service: GC_SERVICE });
      expect(answer.body).not.toContain('email');
      users.push(casUser(answer.body)!);
    }
    expect(users).toEqual(['frontdesk@H002', 'frontdesk@H001']);
  });

  it('answers JSON with format=JSON', async () => {
    const ticket = await casTicket(app, cookie);
    const answer = await validate('/cas/p3/serviceValidate', {
      ticket,
      service: GC_SERVICE,
      format: 'JSON',
    });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const success = answer.json().serviceResponse.authenticationSuccess;
    expect(success.user).toBe('frontdesk@H001');
    expect(success.attributes.appCode).toBe('GC');
    const failure = await validate('/cas/serviceValidate', {
      ticket,
      service: GC_SERVICE,
      format: 'json',
    });
    expect(failure.json()).toEqual({
      serviceResponse: {
        authenticationFailure: { code: 'INVALID_TICKET', description: expect.any(String) },
      },
    });
  });

  it('refuses another service (and burns the ticket), missing parameters, junk and escapes', async () => {
    const ticket = await casTicket(app, cookie);
    const wrong = await validate('/cas/p3/serviceValidate', {
      ticket,
      service: 'https://evil.example/',
    });
    expect(failureCode(wrong.body)).toBe('INVALID_SERVICE');
    expect(
      failureCode((await validate('/cas/serviceValidate', { ticket, service: GC_SERVICE })).body),
    ).toBe('INVALID_TICKET');
    expect(
      failureCode((await validate('/cas/serviceValidate', { service: GC_SERVICE })).body),
    ).toBe('INVALID_REQUEST');
    expect(failureCode((await validate('/cas/serviceValidate', { ticket })).body)).toBe(
      'INVALID_REQUEST',
    );
    for (const junk of ['ST-forged', 'PT-1-abc', 'ST-<x>&', 'x'.repeat(5000)]) {
      const answer = await validate('/cas/proxyValidate', { ticket: junk, service: GC_SERVICE });
      expect(failureCode(answer.body)).toBe('INVALID_TICKET');
      expect(answer.body).not.toContain('<x>');
    }
  });

  it('refuses an expired ticket and one whose hub sign-in ended', async () => {
    const expired = await casTicket(app, cookie);
    await db
      .update(tickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tickets.ticketHash, hashToken(expired)));
    expect(
      failureCode(
        (await validate('/cas/serviceValidate', { ticket: expired, service: GC_SERVICE })).body,
      ),
    ).toBe('INVALID_TICKET');

    const other = await hubCookie(app, 'H001', 'frontdesk');
    const orphan = await casTicket(app, other.cookie);
    await call(app, 'GET', '/uc/sso/logout', { token: other.token });
    expect(
      failureCode(
        (await validate('/cas/serviceValidate', { ticket: orphan, service: GC_SERVICE })).body,
      ),
    ).toBe('INVALID_TICKET');
  });

  it('issues no proxy-granting ticket: pgtUrl is ignored and /cas/proxy refuses', async () => {
    const ticket = await casTicket(app, cookie);
    const answer = await validate('/cas/p3/proxyValidate', {
      ticket,
      service: GC_SERVICE,
      pgtUrl: 'https://localhost/pgt',
    });
    expect(casUser(answer.body)).toBe('frontdesk@H001');
    expect(answer.body).not.toContain('proxyGrantingTicket');
    const proxy = await app.inject({
      method: 'GET',
      url: '/cas/proxy',
      query: { pgt: 'PGT-1', targetService: GC_SERVICE },
    });
    expect(proxy.body).toContain('<cas:proxyFailure code="UNAUTHORIZED_SERVICE">');
    const bare = await app.inject({ method: 'GET', url: '/cas/proxy' });
    expect(bare.body).toContain('<cas:proxyFailure code="INVALID_REQUEST">');
  });
});

describe('CAS 1.0 /validate (CAS protocol §2.4)', () => {
  it('answers yes and the user, then no', async () => {
    const ticket = await casTicket(app, cookie);
    const yes = await validate('/cas/validate', { ticket, service: GC_SERVICE });
    expect(yes.headers['content-type']).toMatch(/^text\/plain/);
    expect(yes.body).toBe('yes\nfrontdesk@H001\n');
    expect((await validate('/cas/validate', { ticket, service: GC_SERVICE })).body).toBe('no\n');
    expect((await validate('/cas/validate', {})).body).toBe('no\n');
  });
});

describe('CAS tickets and Portico tickets are of different kinds', () => {
  it('a CAS ticket never redeems at /uc/sso/iamCheck, and is not burnt by trying', async () => {
    const ticket = await casTicket(app, cookie);
    const before = await sessionCount();
    const redeemed = await call(app, 'GET', '/uc/sso/iamCheck', {
      query: { ticket, appCode: 'GC', service: GC_SERVICE },
    });
    expect(redeemed.result).not.toBe(0);
    expect(await sessionCount()).toBe(before);
    const answer = await validate('/cas/serviceValidate', { ticket, service: GC_SERVICE });
    expect(casUser(answer.body)).toBe('frontdesk@H001');
  });

  it('a /uc/sso/ticket ticket never validates as CAS, and still redeems where it belongs', async () => {
    const { token } = await hubCookie(app, 'H001', 'frontdesk');
    const issued = await call<string>(app, 'GET', '/uc/sso/ticket', {
      token,
      query: { appCode: 'GC', service: GC_SERVICE },
    });
    expect(issued.result).toBe(0);
    for (const path of ['/cas/serviceValidate', '/cas/p3/serviceValidate']) {
      const answer = await validate(path, { ticket: issued.retVal, service: GC_SERVICE });
      expect(failureCode(answer.body)).toBe('INVALID_TICKET');
    }
    const redeemed = await call(app, 'GET', '/uc/sso/iamCheck', {
      query: { ticket: issued.retVal, appCode: 'GC', service: GC_SERVICE },
    });
    expect(redeemed.result).toBe(0);
  });

  it('a hand-off code of /uc/sso/check never validates as CAS', async () => {
    const { token } = await hubCookie(app, 'H001', 'frontdesk');
    const code = await call<string>(app, 'GET', '/uc/sso/check', {
      query: { token, appCode: 'GC' },
    });
    const answer = await validate('/cas/serviceValidate', {
      ticket: code.retVal,
      service: GC_SERVICE,
    });
    expect(failureCode(answer.body)).toBe('INVALID_TICKET');
  });
});
