import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../db/client';
import { createPostgresFanout } from './fanout-postgres';
import { createSubscribers, encodeEvent, FANOUT_CHANNEL, type Fanout } from './fanout-events';

/** One bus per embedded database: every fan-out opened on it (every app in the process) shares it. */
const buses = new WeakMap<object, EventEmitter>();

/** In-process fan-out: payloads still go through encode/decode, so limits match PostgreSQL's. */
export function createLocalFanout(
  bus: EventEmitter = new EventEmitter().setMaxListeners(0),
): Fanout {
  const subscribers = createSubscribers();
  const onPayload = (payload: string) => subscribers.deliver(payload);
  bus.on('payload', onPayload);
  return {
    mode: 'in-process',
    async publish(event) {
      const payload = encodeEvent(event);
      // Asynchronous like NOTIFY: a subscriber never runs inside the publisher's call.
      setImmediate(() => bus.emit('payload', payload));
    },
    subscribe: (subscriber) => subscribers.add(subscriber),
    async close() {
      bus.off('payload', onPayload);
    },
  };
}

export interface FanoutOptions {
  /** The NOTIFY channel; tests use their own. */
  channel?: string;
}

/**
 * The fan-out for a database: PostgreSQL LISTEN/NOTIFY across nodes, or, on embedded PGlite
 * (one process by construction), an in-process bus. Resolves once the node is listening.
 */
export async function createFanout(
  handle: DatabaseHandle,
  options: FanoutOptions = {},
): Promise<Fanout> {
  if (handle.kind === 'postgres') {
    return createPostgresFanout(handle.pool, options.channel ?? FANOUT_CHANNEL);
  }
  let bus = buses.get(handle.db);
  if (!bus) {
    bus = new EventEmitter().setMaxListeners(0);
    buses.set(handle.db, bus);
  }
  return createLocalFanout(bus);
}
