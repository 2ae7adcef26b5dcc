import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { seedDemo } from '../db/seed';
import { call, loginAs } from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-db';

/**
 * README "CAS ticket validation": CAS 2.0/3.0 clients validate Portico's tickets (/sso/ticket)
 * at /cas/serviceValidate and /cas/p3/serviceValidate (CAS protocol §2.5, §2.6).
 */
let database: TestDatabase;
let app: FastifyInstance;
let db: Database;
const service = 'http://localhost/examples/child-app/login/?app=GC';

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  await seedDemo(db);
  app = buildApp({ db, rateLimits: false, cas: true });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.teardown();
});

async function ticket(appCode = 'GC', forService = service): Promise<string> {
  const { jwtToken } = await loginAs(app, 'H001', 'frontdesk');
  const answer = await call<string>(app, 'GET', '/uc/sso/ticket', {
    token: jwtToken,
    query: { appCode, service: forService },
  });
  expect(answer.result).toBe(0);
  return answer.retVal;
}

async function validate(path: string, query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: path, query });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return response.body;
}

const failureCode = (body: string) => /authenticationFailure code="([A-Z_]+)"/.exec(body)?.[1];

describe('CAS serviceValidate on Portico tickets', () => {
  it('answers the user and attributes once, on both protocol versions', async () => {
    for (const path of ['/cas/serviceValidate', '/cas/p3/serviceValidate']) {
      const st = await ticket();
      const sessionsBefore = (await db.select({ n: count() }).from(sessions))[0]!.n;
      const body = await validate(path, { ticket: st, service });
      expect(body).toContain('<cas:authenticationSuccess>');
      expect(/<cas:user>([^<]+)<\/cas:user>/.exec(body)?.[1]).toBe('frontdesk');
      expect(body).toContain('<cas:unitCode>H001</cas:unitCode>');
      expect(body).toContain('<cas:appCode>GC</cas:appCode>');
      // A CAS client keeps its own session: validation makes none.
      expect((await db.select({ n: count() }).from(sessions))[0]!.n).toBe(sessionsBefore);
      expect(failureCode(await validate(path, { ticket: st, service }))).toBe('INVALID_TICKET');
    }
  });

  it('refuses another service (and burns the ticket), junk, missing parameters and hand-off codes', async () => {
    const st = await ticket();
    const wrong = await validate('/cas/p3/serviceValidate', {
      ticket: st,
      service: 'https://evil.example/',
    });
    expect(failureCode(wrong)).toBe('INVALID_SERVICE');
    expect(failureCode(await validate('/cas/p3/serviceValidate', { ticket: st, service }))).toBe(
      'INVALID_TICKET',
    );
    expect(failureCode(await validate('/cas/serviceValidate', { service }))).toBe(
      'INVALID_REQUEST',
    );
    expect(
      failureCode(await validate('/cas/serviceValidate', { ticket: 'ST-forged', service })),
    ).toBe('INVALID_TICKET');
    const hub = await loginAs(app, 'H001', 'frontdesk');
    const code = await call<string>(app, 'GET', '/uc/sso/check', {
      query: { token: hub.jwtToken, appCode: 'GC' },
    });
    expect(
      failureCode(await validate('/cas/serviceValidate', { ticket: code.retVal, service })),
    ).toBe('INVALID_TICKET');
    const escaped = await validate('/cas/serviceValidate', { ticket: 'ST-<x>&', service });
    expect(escaped).not.toContain('<x>');
  });
});
