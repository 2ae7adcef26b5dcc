import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalFanout } from '../../stomp/fanout';
import type { Fanout } from '../../stomp/fanout-events';
import type { ActiveSession } from './session';
import { attachSessionNode, sessionNodeOf, type SessionNodeOptions } from './session-sync';

/**
 * The session caches' agreement (README "Session cache"): a revocation resolves only once no
 * node can answer for the ended sessions from memory, either because every live node evicted
 * and acknowledged, or because a node that could not acknowledge has stopped trusting its cache.
 * Nodes meet on one in-process bus (what LISTEN/NOTIFY is across processes); a node's hearing is
 * delayed at will. Short intervals keep the test quick; the order of events is what is checked.
 */
const TIMING: Omit<SessionNodeOptions, 'ttlMs'> = {
  pingMs: 10,
  freshMs: 300,
  ackWaitMs: 500,
  memberMs: 2000,
};

/** A fan-out whose deliveries reach its node `lag.ms` late, in order. */
function lagging(fanout: Fanout, lag: { ms: number }): Fanout {
  return {
    ...fanout,
    subscribe: (subscriber) =>
      fanout.subscribe({
        event: (event) =>
          lag.ms ? setTimeout(() => subscriber.event(event), lag.ms) : subscriber.event(event),
        gap: () => subscriber.gap?.(),
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sessionOf(userId: string, familyId: string): ActiveSession {
  return {
    sessionId: familyId,
    parentId: null,
    token: `t-${familyId}`,
    user: { id: userId, userCode: userId, expireTime: null } as ActiveSession['user'],
    unit: { id: 'unit', code: 'U' } as ActiveSession['unit'],
    appCode: null,
    idleMinutes: null,
  };
}

const releases: (() => void)[] = [];
afterEach(() => {
  while (releases.length) releases.pop()!();
});

/** Two nodes on one bus; B hears `lagB.ms` late. Each caches alice's and bob's sessions. */
async function twoNodes() {
  const bus = new EventEmitter().setMaxListeners(0);
  const lagB = { ms: 0 };
  const [dbA, dbB] = [{}, {}];
  releases.push(attachSessionNode(dbA, createLocalFanout(bus), { ttlMs: 60_000, ...TIMING }));
  releases.push(
    attachSessionNode(dbB, lagging(createLocalFanout(bus), lagB), { ttlMs: 60_000, ...TIMING }),
  );
  const [a, b] = [sessionNodeOf(dbA)!, sessionNodeOf(dbB)!];
  for (const node of [a, b]) {
    for (const [user, family] of [
      ['alice', 'fa'],
      ['bob', 'fb'],
    ] as const) {
      const entry = {
        session: sessionOf(user, family),
        expiresAt: Date.now() + 60_000,
        accountEndsAt: Number.POSITIVE_INFINITY,
        activity: { idleMinutes: null, ownLastSeenAt: new Date(), lastActiveAt: new Date() },
      };
      node.cache.set(`t-${family}`, entry, node.cache.epoch(), Date.now());
    }
  }
  // Both have heard their own pings and each other's.
  await sleep(50);
  return { a, b, lagB };
}

describe('session caches across nodes (modules/session/session-sync.ts)', () => {
  it('a node answers from its cache only while its own pings come back', async () => {
    const { b, lagB } = await twoNodes();
    expect(b.usable()).toBe(true);
    lagB.ms = 2000;
    await sleep(TIMING.freshMs! + 100);
    expect(b.usable()).toBe(false);
  });

  it('a revocation resolves after every live node evicted, however late it heard', async () => {
    const { a, b, lagB } = await twoNodes();
    lagB.ms = 100;
    let evictedOnBWhenResolved: boolean | undefined;
    await a.revoke({ familyId: 'fa' }).then(() => {
      evictedOnBWhenResolved = b.cache.get('t-fa') === null;
    });
    expect(evictedOnBWhenResolved).toBe(true);
    expect(a.cache.get('t-fa')).toBeNull();
    expect(b.cache.get('t-fb')).not.toBeNull();
  });

  it('a node that cannot acknowledge in time has stopped trusting its cache when it resolves', async () => {
    const { a, b, lagB } = await twoNodes();
    lagB.ms = 4000;
    await a.revoke({ userId: 'alice' });
    // It did not wait for B, which has not heard it yet (B still holds the entry)…
    expect(b.cache.get('t-fa')).not.toBeNull();
    // …and B no longer answers from memory.
    expect(b.usable()).toBe(false);
  });

  it('a selector naming no user, family or unit empties every node', async () => {
    const { a, b } = await twoNodes();
    await a.revoke({});
    expect(a.cache.size).toBe(0);
    expect(b.cache.size).toBe(0);
  });

  it('a lost listener empties the cache and needs a new ping before answering again', async () => {
    const bus = new EventEmitter().setMaxListeners(0);
    const fanout = createLocalFanout(bus);
    let gap: (() => void) | undefined;
    const watched: Fanout = {
      ...fanout,
      subscribe(subscriber) {
        gap = () => subscriber.gap?.();
        return fanout.subscribe(subscriber);
      },
    };
    const db = {};
    releases.push(attachSessionNode(db, watched, { ttlMs: 60_000, ...TIMING }));
    const node = sessionNodeOf(db)!;
    await sleep(50);
    node.cache.set(
      't',
      {
        session: sessionOf('alice', 'fa'),
        expiresAt: Date.now() + 60_000,
        accountEndsAt: Number.POSITIVE_INFINITY,
        activity: { idleMinutes: null, ownLastSeenAt: new Date(), lastActiveAt: new Date() },
      },
      node.cache.epoch(),
      Date.now(),
    );
    gap!();
    expect(node.cache.size).toBe(0);
    expect(node.usable()).toBe(false);
    await sleep(100);
    expect(node.usable()).toBe(true);
  });
});
