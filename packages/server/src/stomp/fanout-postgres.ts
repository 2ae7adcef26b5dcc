import pg from 'pg';
import { createSubscribers, encodeEvent, type Fanout } from './fanout-events';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
/**
 * How often the listening connection is asked to LISTEN again: a connection cut without a reset (a
 * partition) shows no error by itself, and a node that hears nothing would not know it.
 */
const PING_MS = 10_000;

/**
 * Fan-out over PostgreSQL: publish is `pg_notify` through the pool (any node), and every node
 * LISTENs on one dedicated connection outside the pool. A dropped listener reconnects with
 * backoff; what was notified meanwhile is lost, so subscribers hear a `gap` and make clients
 * resync (they reload counts and lists after every reconnect).
 */
export async function createPostgresFanout(pool: pg.Pool, channel: string): Promise<Fanout> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  const subscribers = createSubscribers();
  let listener: pg.Client | null = null;
  let deafSince: number | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  const pingTimer = setInterval(() => {
    const client = listener;
    // The pool's query_timeout bounds the ping; a failure means the connection is gone. LISTEN
    // again is a no-op that keeps what pg_stat_activity shows for this connection unchanged.
    client?.query(`LISTEN ${channel}`).catch(() => lost(client));
  }, PING_MS).unref();

  async function listen(): Promise<void> {
    const client = new pg.Client({ ...pool.options, application_name: 'portico_stomp_listener' });
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload) subscribers.deliver(note.payload);
    });
    // Both may fire for one failure; `lost` acts once per client.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    await client.connect();
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
  }

  function lost(client: pg.Client): void {
    if (listener !== client || closed) return;
    listener = null;
    deafSince = Date.now();
    client.end().catch(() => undefined);
    scheduleRetry();
  }

  function scheduleRetry(): void {
    retryTimer = setTimeout(() => {
      listen().then(
        () => {
          retryMs = RETRY_FIRST_MS;
          deafSince = null;
          if (!closed) subscribers.gap();
        },
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          if (!closed) scheduleRetry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  // The first LISTEN fails loudly: a node that cannot hear the others should not start.
  await listen();

  return {
    mode: 'postgres',
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, encodeEvent(event)]);
    },
    subscribe: (subscriber) => subscribers.add(subscriber),
    get deafSince() {
      return deafSince;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
