import { DEFAULT_API_BASES } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectFrame, rawClient } from '../test/stomp-test-kit';
import {
  login,
  orAfter,
  rawSocket,
  sleep,
  startInProcess,
  type InProcessServer,
} from './fault-kit';

/**
 * Connection hygiene (README "Bounded waits"): sockets that never finish a request, and STOMP
 * clients that go silent, are closed within a bound instead of being held forever (slowloris).
 * Short bounds here; the defaults are named in the README.
 */
const HEADERS_MS = 600;
const STOMP_IDLE_MS = 600;
/** node checks header timeouts on an interval (a quarter of the bound here), plus scheduling. */
const SLACK_MS = 1_000;
const MAX_CONNECTIONS = 40;

let server: InProcessServer;
let base: string;
beforeAll(async () => {
  server = await startInProcess({
    httpHeadersTimeoutMs: HEADERS_MS,
    httpRequestTimeoutMs: HEADERS_MS * 2,
    httpIdleTimeoutMs: HEADERS_MS * 4,
    stompConnectTimeoutMs: 5_000,
    stompIdleTimeoutMs: STOMP_IDLE_MS,
    httpMaxConnections: MAX_CONNECTIONS,
  });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
});

describe('HTTP: connections that never finish a request are closed in bounded time', () => {
  // First, while no other test holds a socket.
  it('refuses sockets past HTTP_MAX_CONNECTIONS at once', async () => {
    const held = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS }, () => rawSocket(server.port)),
    );
    const extra = await rawSocket(server.port);
    // Well before the headers timeout would close it.
    expect(await orAfter(SLACK_MS, extra.closed, Infinity)).toBeLessThan(HEADERS_MS / 2);
    expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
    // The held ones are silent: the headers timeout frees them for the next tests.
    await Promise.all(held.map(({ closed }) => closed));
  });

  it('closes TCP connections that send nothing', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => rawSocket(server.port)));
    const closedAfter = await Promise.all(
      sockets.map((s) => orAfter(HEADERS_MS + SLACK_MS * 2, s.closed, Infinity)),
    );
    expect(Math.max(...closedAfter)).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it('closes requests that stop half-way through the headers', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => rawSocket(server.port)));
    for (const { socket } of sockets) socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const closedAfter = await Promise.all(
      sockets.map((s) => orAfter(HEADERS_MS + SLACK_MS * 2, s.closed, Infinity)),
    );
    expect(Math.max(...closedAfter)).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it('closes a request that trickles its headers a byte at a time (slowloris)', async () => {
    const { socket, closed } = await rawSocket(server.port);
    const request = 'POST /uc/sso/login HTTP/1.1\r\nHost: x\r\nX-Padding: ' + 'a'.repeat(100);
    let sent = 0;
    const trickle = setInterval(() => {
      if (sent < request.length && !socket.destroyed) socket.write(request[sent++]!);
    }, 50);
    const after = await orAfter(HEADERS_MS + SLACK_MS * 2, closed, Infinity);
    clearInterval(trickle);
    // Every byte resets an idle timer; only the headers timeout ends this one.
    expect(after).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it('closes a request whose body stops half-way', async () => {
    const { socket, closed } = await rawSocket(server.port);
    socket.write(
      'POST /uc/sso/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"unitCode":',
    );
    const after = await orAfter(HEADERS_MS * 2 + SLACK_MS * 2, closed, Infinity);
    expect(after).toBeLessThan(HEADERS_MS * 2 + SLACK_MS);
  });

  it('keeps serving complete requests meanwhile', async () => {
    const answer = await fetch(`${base}/healthz`);
    expect(answer.status).toBe(200);
  });
});

describe('health probes (README "Health and readiness")', () => {
  it('/healthz and /readyz answer 200 envelopes while the database is up', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ result: 0, retVal: { status: 'alive' } });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ result: 0, retVal: { status: 'ready' } });
  });
});

describe('STOMP: silent clients are evicted even without heart-beats (api-contract.md §9)', () => {
  const url = () => `ws://127.0.0.1:${server.port}${DEFAULT_API_BASES.WEB_SOCKET}`;

  it('closes WebSockets that never send CONNECT within the idle bound', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const socket = new WebSocket(url());
        const started = Date.now();
        const closed = new Promise<number>((resolve) =>
          socket.once('close', () => resolve(Date.now() - started)),
        );
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        return { closed };
      }),
    );
    const after = await Promise.all(
      sockets.map(({ closed }) => orAfter(STOMP_IDLE_MS + SLACK_MS * 2, closed, Infinity)),
    );
    // Well before the 5 s CONNECT timeout: the idle bound applies before CONNECT too.
    expect(Math.max(...after)).toBeLessThan(STOMP_IDLE_MS + SLACK_MS);
  });

  it.each([
    ['heart-beat 0,0', '0,0'],
    ['no heart-beat header', undefined],
  ])('closes a connected client that sent %s and then went silent', async (_label, heartBeat) => {
    const token = await login(base, 'H001', 'frontdesk');
    const client = await rawClient(url());
    client.send(
      connectFrame({
        'accept-version': '1.2',
        host: 'portico',
        Authorization: token,
        ...(heartBeat ? { 'heart-beat': heartBeat } : {}),
      }),
    );
    const connected = await client.nextFrame();
    expect(connected.command).toBe('CONNECTED');
    const started = Date.now();
    const error = await client.nextFrame(STOMP_IDLE_MS + SLACK_MS * 2);
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toMatch(/idle/);
    await orAfter(SLACK_MS, client.closed, null);
    expect(Date.now() - started).toBeLessThan(STOMP_IDLE_MS + SLACK_MS);
    expect(client.socket.readyState).toBe(WebSocket.CLOSED);
  });

  it('keeps a client that keeps talking past the idle bound', async () => {
    const token = await login(base, 'H001', 'frontdesk');
    const client = await rawClient(url());
    client.send(
      connectFrame({ 'accept-version': '1.2', Authorization: token, 'heart-beat': '0,0' }),
    );
    expect((await client.nextFrame()).command).toBe('CONNECTED');
    const beats = setInterval(() => client.send('\n'), STOMP_IDLE_MS / 3);
    await sleep(STOMP_IDLE_MS * 3);
    clearInterval(beats);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });
});
