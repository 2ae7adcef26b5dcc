import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { loginAs } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-db';

/** A seeded app with the CAS server on, its single-logout requests allowed to loopback. */
export async function createCasApp(): Promise<{
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}> {
  const database: TestDatabase = await openTestDatabase();
  const db = database.handle.db;
  await seedDemo(db);
  const app = buildApp({ db, rateLimits: false, cas: { allowPrivateNetwork: true } });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await database.teardown();
    },
  };
}

/** GC of the demo, whose address is relative: on the server's own origin under inject. */
export const GC_SERVICE = 'http://localhost/examples/child-app/?app=GC';

/** The browser's cookie after signing in to the hub (the SDK's token cookie of the hub). */
export async function hubCookie(app: FastifyInstance, unitCode: string, userCode: string) {
  const { jwtToken } = await loginAs(app, unitCode, userCode);
  return { token: jwtToken, cookie: `portico_token=${encodeURIComponent(jwtToken)}` };
}

export function casGet(
  app: FastifyInstance,
  path: string,
  query: Record<string, string>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: path,
    query,
    headers: cookie ? { cookie } : {},
  });
}

/** The ticket of a /cas/login redirect to the service; fails the test on anything else. */
export function ticketOf(response: LightMyRequestResponse, service: string): string {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(
    location.startsWith(`${service}&ticket=`) || location.startsWith(`${service}?ticket=`),
  ).toBe(true);
  const ticket = new URL(location).searchParams.get('ticket')!;
  // CAS protocol §3.7: letters, digits and '-' only.
  expect(ticket).toMatch(/^ST-[A-Za-z0-9-]{32,}$/);
  return ticket;
}

/** A CAS sign-in for a service with a signed-in browser: the ticket it gets. */
export async function casTicket(app: FastifyInstance, cookie: string, service = GC_SERVICE) {
  return ticketOf(await casGet(app, '/cas/login', { service }, cookie), service);
}

export const failureCode = (body: string) =>
  /authenticationFailure code="([A-Z_]+)"/.exec(body)?.[1];

export const casUser = (body: string) => /<cas:user>([^<]+)<\/cas:user>/.exec(body)?.[1];
