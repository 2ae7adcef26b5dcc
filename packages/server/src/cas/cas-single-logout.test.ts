import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { apps, casServiceSessions, sessions, unitApps, units, users } from '../db/schema';
import { endSessions } from '../modules/session/session-end';
import { freePort } from '../faults/fault-kit';
import { hashToken } from '../modules/session/session';
import { casGet, casTicket, casUser, createCasApp, hubCookie } from '../test/cas-kit';
import { call } from '../test/test-app';
import { isSpecialUse } from '../shared/special-use-address';
import { sendSingleLogouts } from './single-logout';

/**
 * README "CAS" — single logout (CAS protocol §2.3.3): every service a ticket was validated for
 * under a hub sign-in hears of its end (logout, an administrator's end, a password change, a unit
 * switch, expiry) by a SAML logoutRequest naming its ticket, once, without retries, and a service
 * that does not answer never stops the sign-out.
 */
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let receiver: Server;
let service: string;
let silent: string;
const heard: { path: string; contentType: string; body: string }[] = [];

async function registerApp(code: string, href: string) {
  await db.insert(apps).values({ code, descript: code, href, sso: 'T' });
  for (const unit of await db.select({ id: units.id }).from(units)) {
    await db.insert(unitApps).values({ unitId: unit.id, appCode: code, enabled: true });
  }
}

beforeAll(async () => {
  ({ app, db, close } = await createCasApp());
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      heard.push({
        path: request.url ?? '',
        contentType: String(request.headers['content-type']),
        body,
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  service = `${origin}/app/`;
  await registerApp('SLOAPP', `${origin}/app/`);
  // Registered, but nothing listens there: it never answers.
  silent = `http://127.0.0.1:${await freePort()}/quiet/`;
  await registerApp('SILENT', silent);
}, 60_000);
afterAll(async () => {
  receiver?.close();
  await close?.();
});

/** A validated CAS sign-in of the browser to `target`: its ticket. */
async function signedInTo(cookie: string, target = service): Promise<string> {
  const ticket = await casTicket(app, cookie, target);
  const answer = await casGet(app, '/cas/p3/serviceValidate', { ticket, service: target });
  expect(casUser(answer.body)).toBeTruthy();
  return ticket;
}

/** The logout requests the receiver heard since `from`, as the tickets they name. */
function sessionIndexes(from: number): string[] {
  return heard.slice(from).map((notice) => {
    expect(notice.path).toBe('/app/');
    expect(notice.contentType).toBe('application/x-www-form-urlencoded');
    const request = new URLSearchParams(notice.body).get('logoutRequest')!;
    expect(request).toContain('<samlp:LogoutRequest');
    return /<samlp:SessionIndex>([^<]+)<\/samlp:SessionIndex>/.exec(request)![1]!;
  });
}

const remembered = async () => (await db.select().from(casServiceSessions)).length;

describe('single logout (CAS protocol §2.3.3)', () => {
  it('/cas/logout posts a logoutRequest to each service of the sign-in, before answering, once', async () => {
    const from = heard.length;
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    const first = await signedInTo(cookie);
    const second = await signedInTo(cookie);
    const response = await casGet(app, '/cas/logout', { service }, cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(service);
    expect(sessionIndexes(from).sort()).toEqual([first, second].sort());
    expect(await remembered()).toBe(0);
    await sendSingleLogouts(db, { allowPrivateNetwork: true, onError: () => {} });
    expect(heard.length).toBe(from + 2);
  });

  it('is sent once when two nodes hear the same end', async () => {
    const second = buildApp({ db, rateLimits: false, cas: { allowPrivateNetwork: true } });
    await second.ready();
    try {
      const from = heard.length;
      const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
      const ticket = await signedInTo(cookie);
      await casGet(second, '/cas/logout', {}, cookie);
      expect(sessionIndexes(from)).toEqual([ticket]);
    } finally {
      await second.close();
    }
  });

  it('leaves the services of other sign-ins alone', async () => {
    const from = heard.length;
    const mine = await hubCookie(app, 'H001', 'frontdesk');
    const theirs = await hubCookie(app, 'H001', 'nightaudit');
    const ticket = await signedInTo(mine.cookie);
    await signedInTo(theirs.cookie);
    await call(app, 'GET', '/uc/sso/logout', { token: mine.token });
    expect(sessionIndexes(from)).toEqual([ticket]);
    expect(await remembered()).toBe(1);
    await call(app, 'GET', '/uc/sso/logout', { token: theirs.token });
  });

  it("reaches the services when an administrator or a password change ends the user's sessions", async () => {
    for (const reason of ['admin', 'password'] as const) {
      const from = heard.length;
      const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
      const ticket = await signedInTo(cookie);
      const [user] = await db.select().from(users).where(eq(users.userCode, 'frontdesk'));
      await endSessions(db, { userId: user!.id, reason });
      expect(sessionIndexes(from)).toEqual([ticket]);
    }
  });

  it('reaches the services of a unit switch at once, of an expired and an idle sign-in at the next sweep', async () => {
    const from = heard.length;
    const switcher = await hubCookie(app, 'G001', 'groupadmin');
    const switched = await signedInTo(switcher.cookie);
    const answer = await call(app, 'POST', '/uc/sso/changeLoginInfo', {
      token: switcher.token,
      body: { orgCode: 'H001', appCode: 'SSO' },
    });
    expect(answer.result).toBe(0);
    // A unit switch ends the family like a logout: its services hear it before the answer.
    expect(sessionIndexes(from)).toEqual([switched]);
    const expiring = await hubCookie(app, 'H001', 'frontdesk');
    const expired = await signedInTo(expiring.cookie);
    const [row] = await db
      .select()
      .from(casServiceSessions)
      .where(eq(casServiceSessions.ticket, expired));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.familyId));
    const idling = await hubCookie(app, 'H001', 'frontdesk');
    const idle = await signedInTo(idling.cookie);
    const [idleRow] = await db
      .select()
      .from(casServiceSessions)
      .where(eq(casServiceSessions.ticket, idle));
    await db
      .update(sessions)
      .set({ idleMinutes: 5, lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.id, idleRow!.familyId));
    const sent = await sendSingleLogouts(db, { allowPrivateNetwork: true, onError: () => {} });
    expect(sent).toBe(2);
    expect(sessionIndexes(from).sort()).toEqual([switched, expired, idle].sort());
  });

  it('signs out although a service does not answer, and does not ask it again', async () => {
    const from = heard.length;
    const { cookie } = await hubCookie(app, 'H001', 'frontdesk');
    await signedInTo(cookie, silent);
    const ticket = await signedInTo(cookie);
    const response = await casGet(app, '/cas/logout', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Signed out');
    expect(sessionIndexes(from)).toEqual([ticket]);
    expect(await remembered()).toBe(0);
  });

  it('calls no private address unless allowed (CAS_ALLOW_PRIVATE_NETWORK)', async () => {
    const from = heard.length;
    const { token, cookie } = await hubCookie(app, 'H001', 'frontdesk');
    await signedInTo(cookie);
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: 'logout' })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const errors: string[] = [];
    const sent = await sendSingleLogouts(db, {
      allowPrivateNetwork: false,
      onError: (error) => errors.push(String(error)),
    });
    expect(sent).toBe(1);
    expect(errors).toEqual([expect.stringContaining('private or special-use address')]);
    expect(heard.length).toBe(from);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      '169.254.169.254',
    ]) {
      expect(isSpecialUse(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']) {
      expect(isSpecialUse(address), address).toBe(false);
    }
  });
});
