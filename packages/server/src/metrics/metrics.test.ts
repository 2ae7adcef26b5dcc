import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seedDemo } from '../db/seed';
import { createFanout, type Fanout } from '../stomp';
import { PATH, settled, stompClient, within } from '../test/stomp-test-kit';
import { loginAs } from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { metricsConfigFromEnv, metricsEnabled } from './config';
import { poolStatsOf } from './db-pool';
import { serveMetrics } from './endpoint';

// README "Production": metrics — /metrics behind METRICS_TOKEN, or on METRICS_PORT, else 404.

const TOKEN = 'test-metrics-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, one sample a line (comments skipped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const answer = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(answer.body);
}

let database: TestDatabase;
let fanout: Fanout;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.handle.db);
  // The fan-out as main.ts opens it: LISTEN/NOTIFY on PostgreSQL, in process on PGlite.
  fanout = await createFanout(database.handle);
  app = buildApp({
    db: database.handle.db,
    rateLimits: false,
    fanout,
    metrics: { token: TOKEN, pool: poolStatsOf(database.handle) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await fanout?.close();
  await database?.teardown();
});

describe('/metrics behind METRICS_TOKEN', () => {
  it('refuses a scrape without the token or with another one (401, Bearer)', async () => {
    for (const authorization of [undefined, 'Bearer nope', TOKEN, `Bearer ${TOKEN}x`]) {
      const answer = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(answer.body).not.toContain('http_request_duration_seconds');
    }
  });

  it("answers its refusal in the scraper's language: Accept-Language, else zh-CN", async () => {
    const texts = [];
    for (const headers of [
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'zh-CN' },
      {},
    ]) {
      const answer = await app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      texts.push(answer.body);
    }
    expect(texts[0]).not.toMatch(/[\u4e00-\u9fff]/);
    expect(texts[1]).toMatch(/[\u4e00-\u9fff]/);
    expect(texts[2]).toBe(texts[1]);
  });

  it('counts a request under its route pattern, method and status class, never its URL', async () => {
    const before = await scrape(app);
    const labels = { method: 'GET', route: '/uc/org/code/:code', status_class: '2xx' };
    const count = valueOf(before, 'http_request_duration_seconds_count', labels) ?? 0;
    const { jwtToken } = await loginAs(app, 'PLATFORM', 'admin');
    const answer = await app.inject({
      url: '/uc/org/code/H001?token=secret-query-value',
      headers: { authorization: jwtToken },
    });
    expect(answer.statusCode).toBe(200);
    await app.inject({ url: '/no/such/path-12345' });

    const after = await scrape(app);
    expect(valueOf(after, 'http_request_duration_seconds_count', labels)).toBe(count + 1);
    // The latency histogram has its buckets and sum under the same labels.
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      count + 1,
    );
    expect(valueOf(after, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    const login = { method: 'POST', route: '/uc/sso/login', status_class: '2xx' };
    expect(valueOf(after, 'http_request_duration_seconds_count', login)).toBeGreaterThan(0);
    // Unknown paths share one series; raw paths and queries never become labels.
    const unmatched = { route: '<unmatched>', status_class: '4xx' };
    expect(valueOf(after, 'http_request_duration_seconds_count', unmatched)).toBeGreaterThan(0);
    const text = after.map((s) => JSON.stringify(s.labels)).join('\n');
    expect(text).not.toContain('secret-query-value');
    expect(text).not.toContain('path-12345');
    expect(text).not.toContain('/uc/org/code/H001');
  });

  it('shows the database pool', async () => {
    const samples = await scrape(app);
    const driver = database.handle.kind;
    const total = valueOf(samples, 'portico_db_pool_connections', { driver });
    const max = valueOf(samples, 'portico_db_pool_max_connections');
    if (driver === 'pglite') {
      // One embedded connection; its queue is not observable, so idle/waiting are absent.
      expect([total, max]).toEqual([1, 1]);
      expect(valueOf(samples, 'portico_db_pool_idle_connections')).toBeUndefined();
    } else {
      expect(total).toBeGreaterThan(0);
      expect(max).toBeGreaterThanOrEqual(total!);
      expect(valueOf(samples, 'portico_db_pool_idle_connections')).toBeLessThanOrEqual(total!);
      expect(valueOf(samples, 'portico_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows STOMP connections and subscriptions, and the fan-out lag of a push', async () => {
    const idle = await scrape(app);
    expect(valueOf(idle, 'portico_stomp_connections')).toBe(0);
    expect(valueOf(idle, 'portico_stomp_subscriptions')).toBe(0);
    expect(valueOf(idle, 'portico_push_listening')).toBe(1);
    const lagBefore = valueOf(idle, 'portico_push_fanout_lag_seconds_count', { kind: 'message' });

    const { jwtToken } = await loginAs(app, 'H001', 'frontdesk');
    const { port } = app.server.address() as AddressInfo;
    const c = stompClient(`ws://127.0.0.1:${port}${PATH}`, { Authorization: jwtToken });
    await within(5000, c.connected, 'CONNECTED');
    c.subscribe('/topic/user/H001/frontdesk');
    c.subscribe('/topic/unit/H001');
    await settled(c);
    const next = c.nextMessage('/topic/unit/H001');
    await app.stomp.publish('/topic/unit/H001', { type: 'ping' });
    await next;

    const live = await scrape(app);
    expect(valueOf(live, 'portico_stomp_connections')).toBe(1);
    expect(valueOf(live, 'portico_stomp_sockets')).toBe(1);
    expect(valueOf(live, 'portico_stomp_subscriptions')).toBe(2);
    expect(valueOf(live, 'portico_push_fanout_lag_seconds_count', { kind: 'message' })).toBe(
      (lagBefore ?? 0) + 1,
    );
    await within(3000, c.client.deactivate(), 'deactivate');
    await within(3000, c.closed, 'closed');

    const after = await scrape(app);
    expect(valueOf(after, 'portico_stomp_connections')).toBe(0);
    expect(valueOf(after, 'portico_stomp_subscriptions')).toBe(0);
  });

  it("includes the process's default metrics", async () => {
    const samples = await scrape(app);
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(valueOf(samples, name), name).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('/metrics without a token on the public port', () => {
  it('answers 404 when metrics are off, and when only METRICS_PORT serves them', async () => {
    for (const metrics of [undefined, { token: null }]) {
      const other = buildApp({ db: database.handle.db, rateLimits: false, metrics });
      const answer = await other.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ result: 40401 });
      expect(other.metrics === null).toBe(metrics === undefined);
      await other.close();
    }
  });

  it('serves them without a token on a listener of their own (METRICS_PORT)', async () => {
    const server = await serveMetrics(app.metrics!, { port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${base}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('http_request_duration_seconds_count');
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('metrics settings (METRICS_TOKEN, METRICS_PORT, METRICS_HOST)', () => {
  it('are off with neither, and stop the start when a value is unsafe or wrong', () => {
    expect(metricsEnabled(metricsConfigFromEnv({}))).toBe(false);
    expect(metricsConfigFromEnv({ METRICS_TOKEN: TOKEN })).toEqual({
      token: TOKEN,
      port: null,
      host: '127.0.0.1',
    });
    expect(metricsConfigFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({
      token: null,
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => metricsConfigFromEnv({ METRICS_TOKEN: 'short' })).toThrow(/at least 16/);
    expect(() => metricsConfigFromEnv({ METRICS_TOKEN: 'has a space in it 0123' })).toThrow();
    for (const port of ['0', '70000', '80a', '-1']) {
      expect(() => metricsConfigFromEnv({ METRICS_PORT: port }), port).toThrow(/METRICS_PORT/);
    }
  });
});
