import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { PagedResult } from '@portico/sdk';
import { type PublishedMessage } from '@portico/sdk/contract';
import { liveDestinations, type LivePush } from '@portico/sdk/messaging';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { messages } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createLocalFanout } from '../../stomp/fanout';
import { api, calls, ok, PUBLISH_CALLS_PATH } from '../../test/messages-test-kit';
import {
  PATH,
  settled,
  stompClient,
  within,
  type StompTestClient,
} from '../../test/stomp-test-kit';
import { loginAs } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import type { Live } from './messages-live';
import { startScheduler } from './messages-schedule';

// Scheduled delivery and expiry (README "Messages"): a message sent for later is invisible until
// its time, then delivered live by exactly one node; an expired one leaves every open client.
// The clock is injected, so "later" is a step of the test's clock, not a wait.
let database: TestDatabase;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
let now = new Date();
const clock = () => now;
let url: string;
const open: StompTestClient[] = [];
let admin: string;
let frontdesk: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.handle.db);
  const bus = new EventEmitter().setMaxListeners(0);
  const node = () =>
    buildApp({
      db: database.handle.db,
      fanout: createLocalFanout(bus),
      rateLimits: false,
      messageSchedule: { clock, intervalMs: 25 },
    });
  [nodeA, nodeB] = [node(), node()];
  await nodeA.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(nodeA.server.address() as AddressInfo).port}${PATH}`;
  admin = (await loginAs(nodeB, 'G001', 'groupadmin')).jwtToken;
  frontdesk = (await loginAs(nodeA, 'H001', 'frontdesk')).jwtToken;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.client.deactivate({ force: true })));
  await nodeA?.close();
  await nodeB?.close();
  await database?.teardown();
});

const topic = liveDestinations.user('H001', 'frontdesk');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();

async function listen(): Promise<StompTestClient> {
  const c = stompClient(url, { Authorization: frontdesk });
  open.push(c);
  await within(5000, c.connected, 'CONNECTED');
  c.subscribe(topic);
  await settled(c);
  return c;
}

/** The pushes about one message that a client has received so far. */
function pushesAbout(c: StompTestClient, messageId: string): LivePush[] {
  return (c.received.get(topic) ?? [])
    .map((m) => JSON.parse(m.body) as LivePush)
    .filter((p) =>
      p.type === 'notice-remove'
        ? p.messageId === messageId
        : 'message' in p && p.message.messageId === messageId,
    );
}

/** A recording Live: the destinations a scheduler pushed to. */
function recording(into: string[]): Live {
  return {
    broker: {
      publish: async (destination: string) => void into.push(destination),
      endSessions: async () => {},
    } as unknown as Live['broker'],
    onError: (error) => {
      throw error;
    },
  };
}

/** One scheduler pass of another node, at the test's clock or at `at`. */
async function tickOnce(into: string[] = [], at?: Date) {
  const scheduler = startScheduler(database.handle.db, recording(into), {
    clock: at ? () => at : clock,
    intervalMs: 60_000,
    onError: () => {},
  });
  try {
    return await scheduler.tick();
  } finally {
    await scheduler.stop();
  }
}

const noticeIds = async (node: FastifyInstance) =>
  (await ok(calls(node, frontdesk).notices({ pageSize: '50' }))).datas.map((m) => m.messageId);

async function publishNotice(extra: object) {
  return ok(
    calls(nodeB, admin).publish({
      messageTitle: 'PMS maintenance tonight',
      messageText: '<p>The PMS is <strong>down</strong> from 23:00.</p>',
      messageType: 'NOTICE',
      messageLevel: 'SERIOUS',
      audience: { units: ['H001'] },
      ...extra,
    }),
  );
}

const publishedOf = async (messageId: string) =>
  (
    await ok(
      api<PagedResult<PublishedMessage>>(nodeB, 'GET', PUBLISH_CALLS_PATH, {
        token: admin,
        query: { pageSize: '100' },
      }),
    )
  ).datas.find((m) => m.messageId === messageId)!;

describe('publishAt: invisible until its time, then delivered live (clock injected)', () => {
  it('shows nothing before its time and arrives live, once, when the clock reaches it', async () => {
    const c = await listen();
    const unreadBefore = await calls(nodeA, frontdesk).unread();
    const sent = await publishNotice({ publishAt: minutes(30) });
    expect(sent.recipients).toBeGreaterThan(0);
    expect((await publishedOf(sent.messageId)).status).toBe('scheduled');
    expect((await publishedOf(sent.messageId)).statistics).toMatchObject({ delivered: 0 });
    // A pass of the scheduler at this time leaves it waiting: not listed, counted, readable or pushed.
    expect((await tickOnce()).delivered).not.toContain(sent.messageId);
    expect(await noticeIds(nodeA)).not.toContain(sent.messageId);
    expect(await calls(nodeA, frontdesk).unread()).toBe(unreadBefore);
    expect((await calls(nodeA, frontdesk).detail(sent.messageId)).result).toBe(40401);

    const arrived = c.nextMessage(topic);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(JSON.parse((await arrived).body)).toMatchObject({
      type: 'message',
      message: { messageId: sent.messageId, messageTitle: 'PMS maintenance tonight' },
    });
    expect(await noticeIds(nodeA)).toContain(sent.messageId);
    expect(await calls(nodeA, frontdesk).unread()).toBe(unreadBefore + 1);
    const published = await publishedOf(sent.messageId);
    expect(published).toMatchObject({ status: 'published', publishAt: expect.any(String) });
    expect(published.statistics.delivered).toBe(sent.recipients);
    // Delivered once although both nodes keep ticking: the claim is in the database.
    expect((await tickOnce()).delivered).not.toContain(sent.messageId);
    await settled(c);
    expect(pushesAbout(c, sent.messageId)).toHaveLength(1);
  });

  it('two schedulers ticking at once on one database deliver a due message exactly once', async () => {
    const sent = await publishNotice({ publishAt: minutes(5) });
    // Only these two see it due: the apps' own schedulers still run at the test's clock.
    const at = new Date(now.getTime() + 6 * 60_000);
    const pushed: string[][] = [[], []];
    const results = await Promise.all(pushed.map((into) => tickOnce(into, at)));
    expect(results.filter((r) => r.delivered.includes(sent.messageId))).toHaveLength(1);
    const winner = results.findIndex((r) => r.delivered.includes(sent.messageId));
    expect(pushed[winner]!.length).toBeGreaterThanOrEqual(sent.recipients);
    expect(pushed[1 - winner]).toEqual([]);
  });

  it('edits and withdraws while scheduled: the edit is what arrives; a withdrawn one never does', async () => {
    const edited = await publishNotice({ publishAt: minutes(10) });
    const withdrawn = await publishNotice({ publishAt: minutes(10), messageTitle: 'Cancelled' });
    const path = (id: string) => `${PUBLISH_CALLS_PATH}/${id}`;
    const later = minutes(20);
    const changed = await ok(
      api<PublishedMessage>(nodeB, 'PUT', path(edited.messageId), {
        token: admin,
        body: { messageTitle: 'PMS maintenance moved', publishAt: later },
      }),
    );
    expect(changed).toMatchObject({ status: 'scheduled', publishAt: later });
    await ok(api(nodeB, 'DELETE', path(withdrawn.messageId), { token: admin }));
    const c = await listen();
    const arrived = c.nextMessage(topic);
    now = new Date(now.getTime() + 21 * 60_000);
    expect(JSON.parse((await arrived).body)).toMatchObject({
      message: { messageId: edited.messageId, messageTitle: 'PMS maintenance moved' },
    });
    const ids = await noticeIds(nodeA);
    expect(ids).toContain(edited.messageId);
    expect(ids).not.toContain(withdrawn.messageId);
    expect(pushesAbout(c, withdrawn.messageId)).toEqual([]);
    // Once delivered, its time can no longer move.
    const moved = await api(nodeB, 'PUT', path(edited.messageId), {
      token: admin,
      body: { publishAt: minutes(60) },
    });
    expect(moved).toMatchObject({ result: 40001 });
    expect(moved.msg).toContain('already published');
  });
});

describe('expiresAt: the notice leaves every open client at its expiry', () => {
  it('is listed until it expires, then removed live and from the lists', async () => {
    const sent = await publishNotice({
      expiresAt: minutes(15),
      isShow: 'T',
      messageType: 'SYSTEM',
    });
    expect(await noticeIds(nodeA)).toContain(sent.messageId);
    const c = await listen();
    const removed = c.nextMessage(topic);
    now = new Date(now.getTime() + 16 * 60_000);
    expect(JSON.parse((await removed).body)).toEqual({
      type: 'notice-remove',
      messageId: sent.messageId,
    });
    expect(await noticeIds(nodeA)).not.toContain(sent.messageId);
    expect((await publishedOf(sent.messageId)).status).toBe('expired');
  });
});

describe('schedule times are checked against the clock', () => {
  it('refuses a past publishAt and an expiry before it, and publishes nothing', async () => {
    const before = await database.handle.db.$count(messages);
    const past = await calls(nodeB, admin).publish({
      messageTitle: 'Late',
      audience: { units: ['H001'] },
      publishAt: minutes(-1),
    });
    expect(past).toMatchObject({ result: 40001 });
    expect(past.msg).toContain('publishAt');
    const backwards = await calls(nodeB, admin).publish({
      messageTitle: 'Backwards',
      audience: { units: ['H001'] },
      publishAt: minutes(10),
      expiresAt: minutes(5),
    });
    expect(backwards).toMatchObject({ result: 40001 });
    expect(backwards.msg).toContain('expiresAt');
    const noZone = await calls(nodeB, admin).publish({
      messageTitle: 'Whose clock',
      audience: { units: ['H001'] },
      publishAt: '2099-01-01T10:00:00',
    });
    expect(noZone).toMatchObject({ result: 40001 });
    expect(await database.handle.db.$count(messages)).toBe(before);
  });
});
