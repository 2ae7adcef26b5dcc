import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_API_BASES } from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from './test/test-app';

/**
 * Graceful shutdown (main.ts on SIGTERM): `app.close()` must not wait for idle keep-alive
 * connections, which browsers and load balancers keep open for minutes, nor for live-message
 * sockets. Node 20's `server.close()` ends idle sockets and Fastify's default
 * `forceCloseConnections: 'idle'` does too; the STOMP broker closes its sockets on close.
 */
describe('shutdown with connections open', () => {
  it('app.close() resolves promptly and the connection is closed', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const socketClosed = new Promise<void>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/uc/sso/casLoginOption', agent },
        (response) => {
          response.resume();
          response.on('end', () => undefined);
        },
      );
      req.on('socket', (socket) => socket.on('close', () => resolve()));
      req.end();
    });
    // Wait until the answer is in and the socket sits idle in the agent's pool.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);

    const started = Date.now();
    await t.close();
    await socketClosed;
    expect(Date.now() - started).toBeLessThan(3_000);
    agent.destroy();
  });

  it('app.close() resolves promptly with a live-message WebSocket open', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${DEFAULT_API_BASES.WEB_SOCKET}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise((resolve) => socket.once('close', resolve));

    const started = Date.now();
    await t.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
