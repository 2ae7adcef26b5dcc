import { baseOf } from '../../db/ambient-transaction';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MESSAGE_CALLS_PATH } from '@portico/sdk/messaging';
import type { FastifyInstance } from 'fastify';
import type { Fanout, FanoutEvent } from '../../stomp/fanout-events';
import type { SessionSelector } from '../../stomp/principal';
import { createSessionCache, EVERY_SESSION, type SessionCache } from './session-cache';

/**
 * Keeps every node's session cache (session-cache.ts) from answering for a session that has
 * ended, by the time the call that ended it answers. A NOTIFY alone arrives whenever it arrives,
 * so the ending call waits:
 *
 * 1. It publishes a `revoke` through the fan-out (after the revocation committed) and evicts here.
 * 2. Every node evicts when the `revoke` reaches it and publishes an `ack`.
 * 3. The ending call waits until its own `revoke` has come back (so it has heard every ping
 *    committed before it), then for an `ack` from every node heard from lately, at most
 *    `ACK_WAIT_MS`.
 *
 * A node that does not acknowledge in time (its listener is down, lagging, or the node is
 * stuck) has stopped answering from its cache by then: every node pings itself through the
 * fan-out every `PING_MS`, and its cache answers only while its latest returned ping was sent
 * less than `FRESH_MS` ago. Notifications arrive in commit order, so a returned ping sent after
 * a revocation committed proves that revocation was applied; `FRESH_MS` < `ACK_WAIT_MS` makes
 * any ping fresh after the ending call gave up waiting one sent after the revocation. A listener
 * that reconnects clears the cache (what it missed is unknown) and needs a new ping.
 *
 * If the `revoke` cannot be published (five tries, 200 ms apart), the ending call waits out the
 * entries' lifetime instead: an entry read before the revocation committed cannot outlive it.
 */
export interface SessionNode {
  readonly id: string;
  readonly cache: SessionCache;
  /** Whether the cache may answer now. */
  usable(): boolean;
  /** Evicts the matching sessions on every node; resolves once none can answer for them. */
  revoke(selector: SessionSelector): Promise<void>;
}

export interface SessionNodeOptions {
  /** How long an entry may answer after its read (ms); 0 keeps nothing (the node still acks). */
  ttlMs: number;
  pingMs?: number;
  freshMs?: number;
  ackWaitMs?: number;
  /** Nodes not heard from for this long are not waited for (they cannot be answering). */
  memberMs?: number;
  onError?: (error: unknown) => void;
}

export const PING_MS = 500;
export const FRESH_MS = 1500;
export const ACK_WAIT_MS = 2000;
const MEMBER_MS = 5000;
const PUBLISH_TRIES = 5;
const PUBLISH_RETRY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The message calls' paths (under the INTERNAL_MESSAGE base, which is empty). */
const MESSAGE_BASE = MESSAGE_CALLS_PATH.split('/').slice(0, 2).join('/');

interface Pending {
  acked: Set<string>;
  waiting: Set<string> | null;
  done(): void;
}

interface Attached {
  node: SessionNode;
  refs: number;
  close(): void;
}

/** One node per database handle: several apps on one handle in a process are one node. */
const nodes = new WeakMap<object, Attached>();

export function sessionNodeOf(db: object): SessionNode | undefined {
  return nodes.get(baseOf(db))?.node;
}

/** Starts (or joins) the node of a database handle; answers its release. */
export function attachSessionNode(
  db: object,
  fanout: Fanout,
  options: SessionNodeOptions,
): () => void {
  let attached = nodes.get(baseOf(db));
  if (!attached) {
    attached = { ...startNode(fanout, options), refs: 0 };
    nodes.set(baseOf(db), attached);
  }
  attached.refs += 1;
  const mine = attached;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mine.refs -= 1;
    if (mine.refs === 0) {
      mine.close();
      if (nodes.get(baseOf(db)) === mine) nodes.delete(baseOf(db));
    }
  };
}

function startNode(fanout: Fanout, options: SessionNodeOptions) {
  const id = randomBytes(6).toString('hex');
  const pingMs = options.pingMs ?? PING_MS;
  const freshMs = options.freshMs ?? FRESH_MS;
  const ackWaitMs = options.ackWaitMs ?? ACK_WAIT_MS;
  const memberMs = options.memberMs ?? MEMBER_MS;
  const onError = options.onError ?? (() => undefined);
  const cache = createSessionCache(options.ttlMs);
  /** When the latest ping that came back was sent (performance.now()). */
  let freshAt = Number.NEGATIVE_INFINITY;
  const heard = new Map<string, number>();
  const pending = new Map<string, Pending>();
  let sequence = 0;
  let closed = false;

  const publish = (event: FanoutEvent) => fanout.publish(event);
  const ping = () => {
    if (!closed)
      publish({ kind: 'ping', node: id, sentAt: performance.now() }).catch(() => undefined);
  };

  function members(now: number): Set<string> {
    const live = new Set<string>();
    for (const [node, at] of heard) {
      if (now - at <= memberMs) live.add(node);
      else heard.delete(node);
    }
    return live;
  }

  function settle(revokeId: string, entry: Pending) {
    if (entry.waiting && entry.waiting.size === 0) {
      pending.delete(revokeId);
      entry.done();
    }
  }

  /** A revocation is worth a few tries: failing all, the ending call waits out the lifetime. */
  async function publishRevoke(event: FanoutEvent): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await publish(event);
        return true;
      } catch (error) {
        if (attempt >= PUBLISH_TRIES) {
          onError(error);
          return false;
        }
        await sleep(PUBLISH_RETRY_MS);
      }
    }
  }

  const unsubscribe = fanout.subscribe({
    event(event) {
      if (event.kind === 'ping') {
        if (event.node === id) freshAt = Math.max(freshAt, event.sentAt);
        else heard.set(event.node, performance.now());
        return;
      }
      if (event.kind === 'revoke') {
        cache.evict(event.selector);
        if (event.node !== id) {
          heard.set(event.node, performance.now());
          publish({ kind: 'ack', id: event.id, node: id }).catch(onError);
          return;
        }
        const entry = pending.get(event.id);
        if (!entry) return;
        entry.waiting = members(performance.now());
        for (const node of entry.acked) entry.waiting.delete(node);
        settle(event.id, entry);
        return;
      }
      if (event.kind === 'ack') {
        heard.set(event.node, performance.now());
        const entry = pending.get(event.id);
        if (!entry) return;
        entry.acked.add(event.node);
        entry.waiting?.delete(event.node);
        settle(event.id, entry);
      }
    },
    gap() {
      cache.clear();
      freshAt = Number.NEGATIVE_INFINITY;
      ping();
    },
  });
  const pinger = setInterval(ping, pingMs);
  pinger.unref();
  ping();

  const node: SessionNode = {
    id,
    cache,
    usable: () => !closed && performance.now() - freshAt < freshMs,
    async revoke(selector) {
      cache.evict(selector);
      if (closed) return;
      const revokeId = `${id}-${(++sequence).toString(36)}`;
      let timer: NodeJS.Timeout | undefined;
      const finished = new Promise<void>((resolve) => {
        pending.set(revokeId, { acked: new Set(), waiting: null, done: resolve });
      });
      if (!(await publishRevoke({ kind: 'revoke', id: revokeId, node: id, selector }))) {
        pending.delete(revokeId);
        // Nobody heard it: wait until no entry read before the revocation can answer.
        await sleep(options.ttlMs + 50);
        return;
      }
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ackWaitMs);
      });
      await Promise.race([finished, timeout]);
      clearTimeout(timer);
      pending.delete(revokeId);
    },
  };

  return {
    node,
    close() {
      closed = true;
      clearInterval(pinger);
      unsubscribe();
      cache.clear();
      for (const entry of pending.values()) entry.done();
      pending.clear();
    },
  };
}

/**
 * A write a signed-in caller makes (a profile change, an administrator's changes to accounts and
 * units) may change what cached sessions hold: before it answers, every node's cache is emptied,
 * the same way a session end reaches them. Such writes are rare beside the reads the cache
 * serves; the message calls' writes (read states, publishing) change no session and keep it.
 */
export function installSessionCacheClearing(app: FastifyInstance, db: object): void {
  // Synchronous for the reads (every GET passes here); a promise only when it clears.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD' || !request.auth;
    const node = read || request.url.startsWith(MESSAGE_BASE) ? undefined : sessionNodeOf(db);
    if (!node) return done(null, payload);
    node.revoke(EVERY_SESSION).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
}

/**
 * Empties this node's session cache: for whoever rewrites session, user or unit rows outside the
 * server's calls (a test ageing a session instead of waiting, an operator's script), which no
 * node can otherwise notice before the entries' lifetime ends.
 */
export function forgetCachedSessions(db: object): void {
  sessionNodeOf(db)?.cache.clear();
}
