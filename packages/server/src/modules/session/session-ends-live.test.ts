import { ResultCode, type LoginResult } from '@portico/sdk';
import { liveDestinations } from '@portico/sdk/messaging';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { securitySettings, sessions, units, users } from '../../db/schema';
import { hashPassword } from '../../shared/password';
import { hashToken } from './session';
import { forgetCachedSessions } from './session-sync';
import {
  pause,
  settled,
  stompClient,
  within,
  type StompTestClient,
} from '../../test/stomp-test-kit';
import type { TestDatabase } from '../../test/test-db';
import { startTwoNodes, type TwoNodes } from '../../test/two-nodes';
import { call, loginAs } from '../../test/test-app';

/**
 * Sessions end everywhere at once (DESIGN.md security model; product.md §4 and §6): whatever ends
 * a session (an administrator's disable, lock or password reset, a disabled unit, the idle
 * window, a repeat login, logout, the user's own password change, a unit switch) closes its live
 * STOMP sockets,
 * also on another node, and its token answers 50001. Two nodes on one database: the clients
 * listen on node B while every call goes to node A (on PostgreSQL, two connection pools that
 * meet only through LISTEN/NOTIFY).
 */
let nodes: TwoNodes;
let database: TestDatabase;
let nodeA: FastifyInstance;
let urlB: string;
let admin: string;
let H001: string;
const open: StompTestClient[] = [];

beforeAll(async () => {
  nodes = await startTwoNodes();
  ({ database, nodeA, urlB } = nodes);
  admin = (await loginAs(nodeA, 'PLATFORM', 'admin')).jwtToken;
  const [h001] = await database.handle.db.select().from(units).where(eq(units.code, 'H001'));
  H001 = h001!.id;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.client.deactivate({ force: true })));
  await nodes?.close();
});

let counter = 0;
/** A user nothing else uses, of `unitId` (H001 by default), with the demo password. */
async function freshUser(unitId = H001): Promise<{ id: string; userCode: string }> {
  const userCode = `live${Date.now().toString(36)}${counter++}`;
  const [row] = await database.handle.db
    .insert(users)
    .values({
      unitId,
      userCode,
      name: 'Live',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstLogin: 'F',
    })
    .returning();
  return { id: row!.id, userCode };
}

/** Signs in on node A and listens on node B on the user's private topic. */
async function listening(unitCode: string, userCode: string) {
  const login: LoginResult = await loginAs(nodeA, unitCode, userCode);
  const topic = liveDestinations.user(unitCode, userCode);
  const c = stompClient(urlB, { Authorization: login.jwtToken });
  open.push(c);
  await within(5000, c.connected, 'CONNECTED');
  c.subscribe(topic);
  await settled(c);
  return { token: login.jwtToken, topic, c };
}

const whoAmI = (token: string) =>
  call(nodeA, 'GET', '/uc/user/getBackgroundUnit', { token }).then((e) => e.result);

/**
 * After the end: the socket on node B closed with the session event, a private message
 * published afterwards reaches nobody, the token answers 50001 and cannot connect again.
 */
async function expectEnded(
  listener: Awaited<ReturnType<typeof listening>>,
  event: 'logout' | 'password-changed' | 'repeat-login' | 'unit-switched',
) {
  const { c, topic, token } = listener;
  await within(5000, c.closed, 'socket closed');
  expect(JSON.parse(c.errors[0]!.body)).toEqual({ type: 'session', event });
  const before = c.received.get(topic)?.length ?? 0;
  await nodeA.stomp.publish(topic, { type: 'unread', count: 42 } as never);
  await pause(200);
  expect(c.received.get(topic)?.length ?? 0).toBe(before);
  expect(await whoAmI(token)).not.toBe(0);
  const again = stompClient(urlB, { Authorization: token });
  open.push(again);
  await within(5000, again.firstError, 'CONNECT refused');
  expect(again.errors[0]!.headers.message).toMatch(/token|session|auth/i);
}

describe('an administrator ends a user: live sockets close on every node (product.md §4)', () => {
  const actions: [string, (id: string) => Promise<number>][] = [
    [
      'disable',
      async (id) => {
        const answer = await nodeA.inject({
          method: 'PUT',
          url: '/uc/user/updateState',
          headers: { authorization: admin },
          payload: { id, status: 'disabled' },
        });
        return answer.json<{ result: number }>().result;
      },
    ],
    [
      'lock',
      async (id) =>
        (await call(nodeA, 'POST', '/uc/user/lock', { token: admin, body: { id } })).result,
    ],
    [
      'password reset',
      async (id) =>
        (
          await call(nodeA, 'POST', '/uc/user/resetPassword', {
            token: admin,
            body: { id, passwd: 'Reset2027x', passwdCheck: 'Reset2027x' },
          })
        ).result,
    ],
  ];
  it.each(actions)('%s', async (name, act) => {
    const user = await freshUser();
    const listener = await listening('H001', user.userCode);
    expect(await whoAmI(listener.token)).toBe(0);
    expect(await act(user.id)).toBe(0);
    await expectEnded(listener, name === 'password reset' ? 'password-changed' : 'logout');
    expect(await whoAmI(listener.token)).toBe(ResultCode.LOGOUT);
  });
});

describe('every other way a session ends closes its sockets too', () => {
  it('a disabled unit ends the sessions working in it', async () => {
    const [h003] = await database.handle.db.select().from(units).where(eq(units.code, 'H003'));
    const user = await freshUser(h003!.id);
    const listener = await listening('H003', user.userCode);
    const disabled = await call(nodeA, 'POST', '/uc/unit/updateState', {
      token: admin,
      body: { id: h003!.id, status: 'disabled' },
    });
    expect(disabled.result).toBe(0);
    await expectEnded(listener, 'logout');
    await call(nodeA, 'POST', '/uc/unit/updateState', {
      token: admin,
      body: { id: h003!.id, status: 'enabled' },
    });
    // Enabling the unit again does not bring the ended session back.
    expect(await whoAmI(listener.token)).toBe(ResultCode.LOGOUT);
  });

  it("the user's own password change ends every session, the changing one included", async () => {
    const user = await freshUser();
    const listener = await listening('H001', user.userCode);
    const other = await listening('H001', user.userCode);
    const changed = await call(nodeA, 'POST', '/uc/user/updateUserPassword', {
      token: listener.token,
      query: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed2027x' },
    });
    expect(changed.result).toBe(0);
    await expectEnded(listener, 'password-changed');
    await expectEnded(other, 'password-changed');
    expect(await whoAmI(listener.token)).toBe(ResultCode.LOGOUT);
    expect((await loginAs(nodeA, 'H001', user.userCode, 'Changed2027x')).jwtToken).toBeTruthy();
  });

  it('logout ends the family', async () => {
    const user = await freshUser();
    const listener = await listening('H001', user.userCode);
    await call(nodeA, 'GET', '/uc/sso/logout', { token: listener.token });
    await expectEnded(listener, 'logout');
  });

  it('a session found idle past the unit window ends with its sockets', async () => {
    const user = await freshUser();
    await database.handle.db
      .insert(securitySettings)
      .values({ unitId: H001, lockScreenMinutes: 10 })
      .onConflictDoUpdate({ target: securitySettings.unitId, set: { lockScreenMinutes: 10 } });
    const listener = await listening('H001', user.userCode);
    const then = new Date(Date.now() - 11 * 60_000);
    await database.handle.db
      .update(sessions)
      .set({ lastSeenAt: then, createdAt: then })
      .where(eq(sessions.tokenHash, hashToken(listener.token)));
    // The rewritten row stands for time passing: node A's cache learns of it like this.
    forgetCachedSessions(database.handle.db);
    expect(await whoAmI(listener.token)).toBe(ResultCode.LOGOUT);
    await expectEnded(listener, 'logout');
    await database.handle.db.delete(securitySettings).where(eq(securitySettings.unitId, H001));
  });

  it('a repeat login ends the older sign-in (H002 has the policy on)', async () => {
    const [h002] = await database.handle.db.select().from(units).where(eq(units.code, 'H002'));
    const user = await freshUser(h002!.id);
    const listener = await listening('H002', user.userCode);
    await loginAs(nodeA, 'H002', user.userCode);
    await expectEnded(listener, 'repeat-login');
  });

  it('a unit switch ends the old family: its socket hears nothing private and closes', async () => {
    const listener = await listening('G001', 'groupadmin');
    const switched = await call<string>(nodeA, 'POST', '/uc/sso/changeLoginInfo', {
      token: listener.token,
      body: { orgCode: 'H001', appCode: 'SSO' },
    });
    expect(switched.result).toBe(0);
    await expectEnded(listener, 'unit-switched');
    expect(await whoAmI(listener.token)).toBe(ResultCode.LOGOUT);
    // The new token is a live session of the new unit, on every node.
    const fresh = stompClient(urlB, { Authorization: switched.retVal });
    open.push(fresh);
    await within(5000, fresh.connected, 'CONNECTED with the new token');
    expect(await whoAmI(switched.retVal)).toBe(0);
  });
});
