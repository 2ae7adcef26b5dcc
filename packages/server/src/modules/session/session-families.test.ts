import { ResultCode, type LoginResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { SELF_SESSION_CALLS, type SignedInSession } from '@portico/sdk/contract';
import { liveDestinations } from '@portico/sdk/messaging';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { units, users } from '../../db/schema';
import { hashPassword } from '../../shared/password';
import { settled, stompClient, within, type StompTestClient } from '../../test/stomp-test-kit';
import type { TestDatabase } from '../../test/test-db';
import { startTwoNodes, type TwoNodes } from '../../test/two-nodes';
import { appTokenFor, call, envelopeOf, loginAs, postLogin } from '../../test/test-app';
import { deviceOf } from './session-families';

/**
 * Where a user is signed in (the user's sessions and devices, README "Sessions and devices"):
 * the list of live sign-ins with device, address, first and last seen and apps; ending one, or
 * every other, ends its tokens and sockets on every node. Two nodes on one database: calls go to
 * node A, the sockets listen on node B (on PostgreSQL two pools meeting only through NOTIFY).
 */
let nodes: TwoNodes;
let database: TestDatabase;
let nodeA: FastifyInstance;
let urlB: string;
let H001: string;
const open: StompTestClient[] = [];

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  nodes = await startTwoNodes();
  ({ database, nodeA, urlB } = nodes);
  const [h001] = await database.handle.db.select().from(units).where(eq(units.code, 'H001'));
  H001 = h001!.id;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.client.deactivate({ force: true })));
  await nodes?.close();
});

let counter = 0;
async function freshUser(): Promise<{ id: string; userCode: string }> {
  const userCode = `dev${Date.now().toString(36)}${counter++}`;
  const [row] = await database.handle.db
    .insert(users)
    .values({
      unitId: H001,
      userCode,
      name: 'Devices',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstLogin: 'F',
    })
    .returning();
  return { id: row!.id, userCode };
}

/** Signs in on node A from a browser with this User-Agent. */
async function signIn(userCode: string, userAgent: string): Promise<string> {
  const answer = envelopeOf<LoginResult>(
    await postLogin(
      nodeA,
      { unitCode: 'H001', userCode, password: DEMO_PASSWORD },
      { 'user-agent': userAgent },
    ),
  );
  expect(answer.result).toBe(0);
  return answer.retVal.jwtToken;
}

const list = async (token: string) => {
  const answer = await call<SignedInSession[]>(nodeA, 'GET', '/uc/self/sessions', { token });
  expect(answer.result).toBe(0);
  return SELF_SESSION_CALLS.list.output.schema.parse(answer.retVal) as SignedInSession[];
};
const whoAmI = (token: string) =>
  call(nodeA, 'GET', '/uc/user/getBackgroundUnit', { token }).then((e) => e.result);

/** A socket of the token on node B, subscribed to the user's private topic. */
async function listening(userCode: string, token: string) {
  const c = stompClient(urlB, { Authorization: token });
  open.push(c);
  await within(5000, c.connected, 'CONNECTED');
  c.subscribe(liveDestinations.user('H001', userCode));
  await settled(c);
  return c;
}

describe('GET /uc/self/sessions: where the user is signed in', () => {
  it('lists each sign-in with its device, address, times and apps, the own one marked', async () => {
    const { userCode } = await freshUser();
    const laptop = await signIn(userCode, FIREFOX);
    const phone = await signIn(userCode, CHROME);
    await appTokenFor(nodeA, phone, 'GC');
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect(mine.device).toEqual({ browser: 'Firefox 128', os: 'Windows 10' });
    expect(other.device).toEqual({ browser: 'Chrome 131', os: 'Linux' });
    expect(other.apps.map((a) => a.code)).toEqual(['GC']);
    expect(mine.apps).toEqual([]);
    expect(mine.ip).toBe('127.0.0.1');
    expect(Date.parse(mine.firstSeen)).toBeLessThanOrEqual(Date.parse(mine.lastSeen));
    // The id is the family's, never a token.
    for (const s of sessions) expect([laptop, phone]).not.toContain(s.id);
  });

  it('reads browser and OS of the usual agents, and nothing of an unknown one', () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
    expect(deviceOf('curl/8.5.0').os).toBeNull();
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS 17' });
  });
});

describe('DELETE /uc/self/sessions/:sessionId: sign one session out', () => {
  it('ends the other sign-in on every node: its token answers 50001, its socket closes', async () => {
    const { userCode } = await freshUser();
    const mine = await signIn(userCode, FIREFOX);
    const theirs = await signIn(userCode, CHROME);
    const app = await appTokenFor(nodeA, theirs, 'GC');
    const socket = await listening(userCode, theirs);
    const target = (await list(mine)).find((s) => !s.current)!;
    const ended = await call(nodeA, 'DELETE', `/uc/self/sessions/${target.id}`, { token: mine });
    expect(ended.result).toBe(0);
    await within(5000, socket.closed, 'socket closed');
    expect(JSON.parse(socket.errors[0]!.body)).toEqual({ type: 'session', event: 'logout' });
    expect(await whoAmI(theirs)).toBe(ResultCode.LOGOUT);
    expect(await whoAmI(app)).toBe(ResultCode.LOGOUT);
    expect(await whoAmI(mine)).toBe(0);
    expect((await list(mine)).map((s) => s.current)).toEqual([true]);
  });

  it("refuses another user's session as unknown (40401) and leaves it alive", async () => {
    const me = await freshUser();
    const them = await freshUser();
    const mine = await signIn(me.userCode, FIREFOX);
    const theirs = await signIn(them.userCode, CHROME);
    const [target] = await list(theirs);
    const refused = await call(nodeA, 'DELETE', `/uc/self/sessions/${target!.id}`, {
      token: mine,
    });
    expect(refused.result).toBe(ServerCode.NOT_FOUND);
    expect(refused.msg).toBeTruthy();
    expect(await whoAmI(theirs)).toBe(0);
  });

  it('answers 40001 for an id that is no id, and 50001 without a session', async () => {
    const { userCode } = await freshUser();
    const mine = await signIn(userCode, FIREFOX);
    const bad = await call(nodeA, 'DELETE', '/uc/self/sessions/not-an-id', { token: mine });
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    const [own] = await list(mine);
    const nobody = await call(nodeA, 'DELETE', `/uc/self/sessions/${own!.id}`);
    expect(nobody.result).toBe(ResultCode.LOGOUT);
  });
});

describe('DELETE /uc/self/sessions?others=true: sign out everywhere else', () => {
  it('ends every other sign-in and keeps the own one', async () => {
    const { userCode } = await freshUser();
    const mine = await signIn(userCode, FIREFOX);
    const others = [await signIn(userCode, CHROME), await signIn(userCode, CHROME)];
    const socket = await listening(userCode, others[0]!);
    const ended = await call(nodeA, 'DELETE', '/uc/self/sessions', {
      token: mine,
      query: { others: 'true' },
    });
    expect(ended.result).toBe(0);
    await within(5000, socket.closed, 'socket closed');
    for (const token of others) expect(await whoAmI(token)).toBe(ResultCode.LOGOUT);
    expect(await whoAmI(mine)).toBe(0);
    expect(await list(mine)).toHaveLength(1);
  });
});

describe("an administrator's view of a user's sessions (users family)", () => {
  it('lists and ends a session of a user they administer', async () => {
    const admin = (await loginAs(nodeA, 'PLATFORM', 'admin')).jwtToken;
    const user = await freshUser();
    const theirs = await signIn(user.userCode, CHROME);
    const listed = await call<SignedInSession[]>(nodeA, 'GET', '/uc/user/sessions', {
      token: admin,
      query: { userId: user.id },
    });
    expect(listed.result).toBe(0);
    expect(listed.retVal).toHaveLength(1);
    expect(listed.retVal[0]!.current).toBe(false);
    const ended = await call(nodeA, 'DELETE', '/uc/user/sessions', {
      token: admin,
      query: { userId: user.id, sessionId: listed.retVal[0]!.id },
    });
    expect(ended.result).toBe(0);
    expect(await whoAmI(theirs)).toBe(ResultCode.LOGOUT);
  });

  it("refuses an ordinary user, and a session that is not the named user's", async () => {
    const admin = (await loginAs(nodeA, 'PLATFORM', 'admin')).jwtToken;
    const user = await freshUser();
    const other = await freshUser();
    const theirs = await signIn(other.userCode, CHROME);
    const [target] = await list(theirs);
    const mismatched = await call(nodeA, 'DELETE', '/uc/user/sessions', {
      token: admin,
      query: { userId: user.id, sessionId: target!.id },
    });
    expect(mismatched.result).toBe(ServerCode.NOT_FOUND);
    const plain = await signIn(user.userCode, FIREFOX);
    const refused = await call(nodeA, 'GET', '/uc/user/sessions', {
      token: plain,
      query: { userId: other.id },
    });
    expect(refused.result).toBe(ServerCode.FORBIDDEN);
    expect(await whoAmI(theirs)).toBe(0);
  });
});
