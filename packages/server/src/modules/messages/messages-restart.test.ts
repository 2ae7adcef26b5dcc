import type { AddressInfo } from 'node:net';
import { createPortico, type PorticoClient } from '@portico/sdk';
import { createMessaging, type Messaging } from '@portico/sdk/messaging';
import { effect, type ReadonlySignal } from '@preact/signals-core';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { seedDemo } from '../../db/seed';
import { loginAs } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { calls, ok, seededFor } from '../../test/messages-test-kit';

// Reconnection (product.md §4 "Live connection"): the server stops while an SDK client is connected, a message is published
// meanwhile, the server comes back on the same port, and the client reconnects on its schedule
// and shows the right unread count.
const SCHEDULE = [200, 400, 600];

/** Resolves once `holds(signal.value)` is true, checked on every change of the signal. */
function until<T>(signal: ReadonlySignal<T>, holds: (value: T) => boolean, ms = 10_000) {
  return new Promise<void>((resolve, reject) => {
    let dispose = () => {};
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`timed out waiting; last value ${JSON.stringify(signal.value)}`));
    }, ms);
    dispose = effect(() => {
      if (!holds(signal.value)) return;
      clearTimeout(timer);
      queueMicrotask(() => dispose());
      resolve();
    });
  });
}

/**
 * Closes the app as a deploy would (the broker says "going away" to every socket); a keep-alive
 * connection whose request was in flight would otherwise hold the close for Fastify's 72 s.
 */
async function stop(app: FastifyInstance) {
  const closing = app.close();
  const force = setTimeout(() => app.server.closeAllConnections(), 1000);
  await closing;
  clearTimeout(force);
}

/** Node has no window: the client's cross-tab channel is not needed here. */
class NoChannel {
  postMessage() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

let database: TestDatabase;
let server: FastifyInstance;
let port: number;
let client: PorticoClient;
let messaging: Messaging;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.handle.db);
  server = buildApp({ db: database.handle.db });
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  messaging?.dispose();
  await stop(server);
  await database?.teardown();
});

describe('restart: the SDK reconnects on its schedule and resyncs the unread count', () => {
  it('shows the message published while the server was down', async () => {
    const origin = `http://127.0.0.1:${port}`;
    client = createPortico({
      origin,
      appCode: 'SSO',
      Channel: NoChannel as unknown as typeof BroadcastChannel,
    });
    await client.login({ unitCode: 'H001', userCode: 'frontdesk', password: DEMO_PASSWORD });
    const retries: number[] = [];
    messaging = createMessaging(client, {
      live: {
        pageUrl: `${origin}/`,
        webSocketFactory: (url, protocols) => new WebSocket(url, protocols) as never,
        reconnectDelays: SCHEDULE,
        connectTimeoutMs: 1000,
      },
    });
    const live = messaging.live!;
    const unwatch = effect(() => {
      if (live.retryInMs.value !== null) retries.push(live.retryInMs.value);
    });
    await until(live.state, (state) => state === 'connected');
    const before = seededFor('frontdesk').unread;
    await until(messaging.unread.count, (n) => n === before);

    // Down: the broker closes every socket as the app closes; the retries find no one.
    await stop(server);
    await until(live.state, (state) => state === 'reconnecting');
    await until(live.retryInMs, (ms) => ms === SCHEDULE[2]);

    // Meanwhile another node on the same database publishes to the user's department.
    const other = buildApp({ db: database.handle.db });
    const admin = (await loginAs(other, 'G001', 'groupadmin')).jwtToken;
    await ok(
      calls(other, admin).publish({
        messageTitle: 'While you were away',
        audience: { departments: [{ unitCode: 'H001', code: 'FRONT' }] },
      }),
    );
    await other.close();

    // Back on the same port: the next retry connects and the count is resynced.
    server = buildApp({ db: database.handle.db });
    await server.listen({ port, host: '127.0.0.1' });
    await until(live.state, (state) => state === 'connected');
    await until(messaging.unread.count, (n) => n === before + 1);

    unwatch();
    expect(retries.slice(0, 3)).toEqual(SCHEDULE);
    expect(retries.slice(3).every((ms) => ms === SCHEDULE[2])).toBe(true);
    expect(messaging.unread.count.value).toBe(
      await calls(server, client.session.token.value!).unread(),
    );
  });
});
