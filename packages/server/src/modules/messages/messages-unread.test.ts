import { EventEmitter } from 'node:events';
import { ResultCode } from '@portico/sdk';
import { formatSearchDate } from '@portico/sdk/internal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seedDemo } from '../../db/seed';
import { createLocalFanout } from '../../stomp/fanout';
import { call, loginAs } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { api, calls, MESSAGE_CALLS_PATH, ok, seededFor } from '../../test/messages-test-kit';

// GET /unReadNum is answered from a per-node cache (README "Messages"): two nodes on one
// database and one fan-out bus must never show a count that another node has changed.
let database: TestDatabase;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.handle.db);
  const bus = new EventEmitter().setMaxListeners(0);
  const node = () => buildApp({ db: database.handle.db, fanout: createLocalFanout(bus) });
  [nodeA, nodeB] = [node(), node()];
});
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await database?.teardown();
});

/** Lets the in-process fan-out deliver (it is asynchronous, like NOTIFY). */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('the unread count across nodes (cache invalidated through the fan-out)', () => {
  it('follows a read on another node and a message published on another node', async () => {
    const token = (await loginAs(nodeA, 'H001', 'frontdesk')).jwtToken;
    const onA = calls(nodeA, token);
    const onB = calls(nodeB, token);
    const seeded = seededFor('frontdesk').unread;
    expect(await onA.unread()).toBe(seeded);
    expect(await onA.unread()).toBe(seeded); // now from the cache

    const [unread] = (await ok(onB.userList({ readState: 'F', ...lastDays() }))).datas;
    await ok(onB.mark(unread!.messageId, 'T'));
    await delivered();
    expect(await onA.unread()).toBe(seeded - 1);

    const admin = (await loginAs(nodeB, 'G001', 'groupadmin')).jwtToken;
    await ok(
      calls(nodeB, admin).publish({
        messageTitle: 'x',
        audience: { units: [{ unitCode: 'H001' }] },
      }),
    );
    await delivered();
    expect(await onA.unread()).toBe(seeded);
  });

  it('refuses a token at once after logout, even when its count was cached', async () => {
    const token = (await loginAs(nodeA, 'H001', 'frontdesk')).jwtToken;
    expect((await api(nodeA, 'GET', `${MESSAGE_CALLS_PATH}/unReadNum`, { token })).result).toBe(0);
    await call(nodeB, 'GET', '/uc/sso/logout', { query: { token } });
    await delivered();
    const answer = await api(nodeA, 'GET', `${MESSAGE_CALLS_PATH}/unReadNum`, { token });
    expect(answer.result).toBe(ResultCode.LOGOUT);
  });
});

describe('one count per user, shared by all of the user’s tokens (README "Messages")', () => {
  it('a read through one token shows at once through every other token of the user', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 5 }, async () => (await loginAs(nodeA, 'H001', 'frontdesk')).jwtToken),
    );
    const counts = async () => Promise.all(tokens.map((token) => calls(nodeA, token).unread()));
    const before = await counts();
    expect(new Set(before).size).toBe(1);
    expect(await counts()).toEqual(before); // answered from the cached count

    const reader = calls(nodeA, tokens[0]!);
    const [unread] = (await ok(reader.userList({ readState: 'F', ...lastDays() }))).datas;
    await ok(reader.mark(unread!.messageId, 'T'));
    // Same node: the write evicted the user before it answered, no fan-out needed.
    expect(await counts()).toEqual(before.map((n) => n - 1));

    await ok(reader.mark(unread!.messageId, 'F'));
    expect(await counts()).toEqual(before);
  });
});

function lastDays() {
  const end = new Date();
  const start = new Date(end.getTime() - 6 * 86_400_000);
  return { publishStartDate: formatSearchDate(start), publishEndDate: formatSearchDate(end) };
}
