import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { StompConnection } from './connection';
import type { ConnectionHost, Subscription } from './connection-host';
import { isLiveDestination } from './destinations';
import type { Fanout, FanoutEvent } from './fanout-events';
import { DEFAULT_MAX_FRAME } from '@portico/sdk/stomp-frames';
import {
  matchesSelector,
  type Principal,
  type ResolveToken,
  type SessionEndReason,
  type SessionSelector,
} from './principal';

export interface BrokerOptions {
  /** The server's session lookup: a token to the principal it belongs to, or null. */
  resolveToken: ResolveToken;
  /** Every publish goes through it, even on a single node. */
  fanout: Fanout;
  /** Heart-beats offered each way (api-contract.md §9: 10000 ms). */
  heartbeatMs?: number;
  /** Largest frame accepted from a client, in bytes (api-contract.md §9: 16384). */
  maxFrame?: number;
  /** A socket that has not authenticated by then is closed. */
  connectTimeoutMs?: number;
  /**
   * A socket that has sent nothing (no frame, no heart-beat, no ping) for this long is closed,
   * before CONNECT or after, whatever heart-beat was negotiated (even none, `0,0`).
   */
  idleTimeoutMs?: number;
  maxSubscriptions?: number;
  onError?: (error: unknown) => void;
}

export interface Broker {
  /** Speaks STOMP on an accepted WebSocket until it closes. */
  accept(socket: WebSocket): void;
  /**
   * Sends `body` (JSON-encoded) to the subscribers of `destination` on every node; answers the
   * message-id. Rejects with FanoutPayloadTooLargeError past MAX_FANOUT_BYTES.
   */
  publish(destination: string, body: unknown, headers?: Record<string, string>): Promise<string>;
  /** Ends the matching live sessions on every node (logout, repeat-login, password change). */
  endSessions(selector: SessionSelector, reason: SessionEndReason): Promise<void>;
  /** Ends the matching sessions on this node only; answers how many connections it closed. */
  closeSessions(predicate: (principal: Principal) => boolean, reason: SessionEndReason): number;
  /** Authenticated connections on this node. */
  readonly connectionCount: number;
  /** Open sockets on this node, authenticated or not yet. */
  readonly socketCount: number;
  /** Subscriptions of this node's connections, every destination together. */
  readonly subscriptionCount: number;
  /** Closes every connection (going away) and stops listening to the fan-out. */
  close(): Promise<void>;
}

export const DEFAULT_HEARTBEAT_MS = 10_000;
/** Six missed heart-beats at the default rate. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

export function createBroker(options: BrokerOptions): Broker {
  // Message ids are unique across nodes: a node prefix and a counter.
  const node = randomBytes(4).toString('hex');
  let sequence = 0;
  let connectionSequence = 0;
  const nextId = () => `${node}-${(++sequence).toString(36)}`;
  const sockets = new Set<StompConnection>();
  const live = new Set<StompConnection>();
  const byDestination = new Map<string, Set<Subscription>>();
  let subscriptionCount = 0;

  const host: ConnectionHost = {
    settings: {
      heartbeatMs: options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
      maxFrame: options.maxFrame ?? DEFAULT_MAX_FRAME,
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
      idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
      maxSubscriptions: options.maxSubscriptions ?? 64,
    },
    resolveToken: options.resolveToken,
    addSubscription(subscription) {
      let set = byDestination.get(subscription.destination);
      if (!set) byDestination.set(subscription.destination, (set = new Set()));
      if (!set.has(subscription)) subscriptionCount++;
      set.add(subscription);
    },
    removeSubscription(subscription) {
      const set = byDestination.get(subscription.destination);
      if (set?.delete(subscription)) subscriptionCount--;
      if (set?.size === 0) byDestination.delete(subscription.destination);
    },
    connected: (connection) => void live.add(connection),
    released(connection) {
      sockets.delete(connection);
      live.delete(connection);
    },
    onError: options.onError ?? (() => undefined),
  };

  function closeSessions(
    predicate: (principal: Principal) => boolean,
    reason: SessionEndReason,
  ): number {
    const ending = [...live].filter((c) => c.principal && predicate(c.principal));
    const messageId = nextId();
    for (const connection of ending) connection.endSession(reason, messageId);
    return ending.length;
  }

  function onEvent(event: FanoutEvent): void {
    if (event.kind === 'end-sessions') {
      closeSessions((principal) => matchesSelector(principal, event.selector), event.reason);
      return;
    }
    if (event.kind !== 'message') return;
    const subscribers = byDestination.get(event.destination);
    if (!subscribers) return;
    // A copy: a slow consumer closed while sending leaves the set.
    for (const subscription of [...subscribers]) {
      subscription.connection.deliver(subscription, event.id, event.body, event.headers);
    }
  }

  const unsubscribe = options.fanout.subscribe({
    event: onEvent,
    // Notifications were lost while the node could not listen: clients reconnect and resync.
    gap() {
      for (const connection of [...live]) connection.fail('live messages missed: reconnect');
    },
  });

  return {
    accept(socket) {
      sockets.add(new StompConnection(`${node}-c${++connectionSequence}`, socket, host));
    },
    async publish(destination, body, headers = {}) {
      if (!isLiveDestination(destination))
        throw new Error(`not a live destination: ${destination}`);
      for (const name of Object.keys(headers)) {
        if (!/^[a-z][a-z0-9-]{0,63}$/i.test(name)) throw new Error(`bad header name: ${name}`);
      }
      const json = JSON.stringify(body);
      if (json === undefined) throw new Error('live message body must be JSON');
      const id = nextId();
      await options.fanout.publish({ kind: 'message', id, destination, body: json, headers });
      return id;
    },
    async endSessions(selector, reason) {
      await options.fanout.publish({ kind: 'end-sessions', selector, reason });
    },
    closeSessions,
    get connectionCount() {
      return live.size;
    },
    get socketCount() {
      return sockets.size;
    },
    get subscriptionCount() {
      return subscriptionCount;
    },
    async close() {
      unsubscribe();
      for (const connection of [...sockets]) connection.close(1001, 'server shutting down');
    },
  };
}
