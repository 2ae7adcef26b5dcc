import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ResultCode } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import { MESSAGE_CALLS_PATH } from '@portico/sdk/messaging';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { units, users } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { hashPassword } from '../../shared/password';
import { sessionNodeOf } from './session-sync';
import { createFanout, type Fanout } from '../../stomp';
import type { FanoutSubscriber } from '../../stomp/fanout-events';
import { call, loginAs } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';

/**
 * Each node answers live sessions from its own cache (modules/session/session-cache.ts), yet a session
 * that ended is refused on every node as soon as the call that ended it has answered (DESIGN.md
 * security model: "sessions stored server-side so that logout and repeat-login revoke at once";
 * README "Session cache"). Two nodes on one PostgreSQL (two connection pools that meet only
 * through LISTEN/NOTIFY): node B is hammered over HTTP with the token while node A ends the
 * session, and no call sent to B after A's answer may be accepted. B's listener is made to lag
 * (its notifications are handed over late), as a loaded node's would: the guarantee must not
 * rest on a notification being quick.
 */
const DATABASE_URL = process.env.DATABASE_URL;

/** A fan-out whose notifications reach this node `lag.ms` late, in order. */
function lagging(fanout: Fanout, lag: { ms: number }): Fanout {
  return {
    ...fanout,
    mode: fanout.mode,
    publish: (event) => fanout.publish(event),
    close: () => fanout.close(),
    subscribe(subscriber: FanoutSubscriber) {
      return fanout.subscribe({
        event: (event) =>
          lag.ms ? setTimeout(() => subscriber.event(event), lag.ms) : subscriber.event(event),
        gap: () => subscriber.gap?.(),
      });
    },
  };
}

describe.skipIf(!DATABASE_URL)('the session cache on two nodes of one PostgreSQL', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  const fanouts: Fanout[] = [];
  let baseB: string;
  let admin: string;
  let H001: string;
  let appCode: string;
  const lagB = { ms: 0 };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.handle.db);
    second = await openDatabase({ url: database.url! });
    fanouts.push(await createFanout(database.handle), await createFanout(second));
    // A long lifetime: only the revocation may take an entry out during the test.
    const options = { rateLimits: false as const, sessionCacheMs: 60_000 };
    nodeA = buildApp({ db: database.handle.db, fanout: fanouts[0], ...options });
    nodeB = buildApp({ db: second.db, fanout: lagging(fanouts[1]!, lagB), ...options });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(nodeB.server.address() as AddressInfo).port}`;
    admin = (await loginAs(nodeA, 'PLATFORM', 'admin')).jwtToken;
    const [h001] = await database.handle.db.select().from(units).where(eq(units.code, 'H001'));
    H001 = h001!.id;
    appCode = (await loginAs(nodeA, 'H001', 'frontdesk')).apps[0]!.code;
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await Promise.all(fanouts.map((f) => f.close()));
    await second?.close();
    await database?.teardown();
  });

  let counter = 0;
  async function freshUser(): Promise<{ id: string; userCode: string }> {
    const userCode = `cache${Date.now().toString(36)}${counter++}`;
    const [row] = await database.handle.db
      .insert(users)
      .values({
        unitId: H001,
        userCode,
        name: 'Cached',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstLogin: 'F',
      })
      .returning();
    return { id: row!.id, userCode };
  }

  interface Answer {
    sentAt: number;
    call: string;
    result: number;
  }

  /** Three calls that take the token through the cache: a guarded call, the badge, the SSO check. */
  function callsOf(token: string): [string, string, Record<string, string>][] {
    return [
      ['getBackgroundUnit', `${baseB}/uc/user/getBackgroundUnit`, { authorization: token }],
      ['unReadNum', `${baseB}${MESSAGE_CALLS_PATH}/unReadNum`, { authorization: token }],
      ['available', `${baseB}/uc/sso/available?token=${token}&appCode=${appCode}`, {}],
    ];
  }

  /** Calls node B in a loop from `workers` loops until stopped; every answer with its send time. */
  function hammer(token: string, workers = 4) {
    const answers: Answer[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async (_, worker) => {
      const calls = callsOf(token);
      for (let i = worker; running; i += 1) {
        const [name, url, headers] = calls[i % calls.length]!;
        const sentAt = performance.now();
        // A failed call counts as accepted: it proves nothing.
        const result = await fetch(url, { headers })
          .then((r) => r.json() as Promise<{ result: number }>)
          .then(
            (envelope) => envelope.result,
            () => Number.NaN,
          );
        answers.push({ sentAt, call: name, result });
      }
    });
    return {
      answers,
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  const ended = (answer: Answer) =>
    answer.call === 'available'
      ? answer.result === UcCode.TOKEN_UNAVAILABLE
      : answer.result === ResultCode.LOGOUT;

  /**
   * Signs the user in on node A, hammers node B until B answers from its cache, runs `end` on
   * node A, hammers on for a while, and checks every call B received after `end` answered.
   */
  async function endWhileHammered(
    userCode: string,
    end: (token: string) => Promise<number>,
    lagMs = 200,
  ): Promise<void> {
    lagB.ms = 0;
    const token = (await loginAs(nodeA, 'H001', userCode)).jwtToken;
    const load = hammer(token);
    // Warm: B has answered the token, holds it and answers from memory.
    const nodeBState = sessionNodeOf(second.db)!;
    const deadline = Date.now() + 5000;
    const warm = () =>
      nodeBState.usable() &&
      nodeBState.cache.get(token) !== null &&
      load.answers.filter((a) => a.result === 0).length >= 3;
    while (!warm() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(nodeBState.usable()).toBe(true);
    expect(nodeBState.cache.get(token)).not.toBeNull();
    expect(load.answers.filter((a) => a.result === 0).length).toBeGreaterThanOrEqual(3);

    lagB.ms = lagMs;
    expect(await end(token)).toBe(0);
    const returnedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await load.stop();
    lagB.ms = 0;

    const after = load.answers.filter((a) => a.sentAt > returnedAt);
    expect(after.length).toBeGreaterThan(20);
    expect(new Set(after.map((a) => a.call))).toEqual(
      new Set(['getBackgroundUnit', 'unReadNum', 'available']),
    );
    expect(after.filter((a) => !ended(a))).toEqual([]);
  }

  it('logout on node A: zero calls accepted on node B after it answered', async () => {
    const user = await freshUser();
    await endWhileHammered(user.userCode, async (token) => {
      const answer = await call(nodeA, 'GET', '/uc/sso/logout', { token });
      return answer.result;
    });
  });

  it("the user's own password change on node A: zero calls accepted on node B", async () => {
    const user = await freshUser();
    await endWhileHammered(user.userCode, async (token) => {
      const answer = await call(nodeA, 'POST', '/uc/user/updateUserPassword', {
        token,
        query: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed2027x' },
      });
      return answer.result;
    });
  });

  it('an administrator disabling the account on node A: zero calls accepted on node B', async () => {
    const user = await freshUser();
    await endWhileHammered(user.userCode, async () => {
      const answer = await nodeA.inject({
        method: 'PUT',
        url: '/uc/user/updateState',
        headers: { authorization: admin },
        payload: { id: user.id, status: 'disabled' },
      });
      return answer.json<{ result: number }>().result;
    });
  });

  it('an administrator locking the account on node A: zero calls accepted on node B', async () => {
    const user = await freshUser();
    await endWhileHammered(user.userCode, async () => {
      const answer = await call(nodeA, 'POST', '/uc/user/lock', {
        token: admin,
        body: { id: user.id },
      });
      return answer.result;
    });
  });

  it("an administrator ending the account's use period on node A (no session end as such): refused on node B at once", async () => {
    const user = await freshUser();
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await endWhileHammered(user.userCode, async () => {
      const answer = await nodeA.inject({
        method: 'PUT',
        url: '/uc/user/update',
        headers: { authorization: admin },
        payload: { id: user.id, expireTime: past },
      });
      return answer.json<{ result: number }>().result;
    });
  });

  it('a node that cannot acknowledge in time stops answering from its cache before the end answers', async () => {
    const user = await freshUser();
    // B hears everything 3 s late: past the ending call's bounded wait for acknowledgements.
    await endWhileHammered(
      user.userCode,
      async (token) => (await call(nodeA, 'GET', '/uc/sso/logout', { token })).result,
      3000,
    );
    // B answered from the database meanwhile; once it hears again, its cache answers again.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(sessionNodeOf(second.db)!.usable()).toBe(true);
  });
});
