import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { loggerOptionsFromEnv, REQUEST_ID_HEADER } from './request-log';

// README "Production": logs — a request id in every answer and one JSON line per request.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: TestDatabase;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  database = await openTestDatabase();
  // The logger main.ts builds in production, writing here instead of stdout.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = buildApp({
    db: database.handle.db,
    rateLimits: false,
    logger: { ...loggerOptionsFromEnv({ NODE_ENV: 'production' }), stream },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.teardown();
});

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id and echoes it', async () => {
    for (const id of ['abc-123', '0f8c2e1a-6f0b-4b57-9d43-3b0c6a7f1f10', 'trace:span.01_x']) {
      const answer = await app.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: id } });
      expect(answer.headers[REQUEST_ID_HEADER]).toBe(id);
    }
  });

  it('generates a UUID when there is none, or when it is not sane', async () => {
    const ids = new Set<string>();
    for (const incoming of [undefined, '', 'a b', 'x'.repeat(129), 'id"}{', 'é']) {
      const answer = await app.inject({
        url: '/healthz',
        headers: incoming === undefined ? {} : { [REQUEST_ID_HEADER]: incoming },
      });
      const id = String(answer.headers[REQUEST_ID_HEADER]);
      expect(id, String(incoming)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(6);
  });

  it('is on error answers too', async () => {
    const answer = await app.inject({
      url: '/uc/no-such-call',
      headers: { 'x-request-id': 'r-404' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('r-404');
  });
});

describe('request log lines', () => {
  it('writes one JSON line per request with its id, route and path, never the query', async () => {
    lines.length = 0;
    await app.inject({
      url: '/uc/sso/available?token=secret-token-value&appCode=GC',
      headers: { [REQUEST_ID_HEADER]: 'line-1' },
    });
    const mine = lines.filter((line) => line.reqId === 'line-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/uc/sso/available',
      path: '/uc/sso/available',
      status: 200,
      ip: '127.0.0.1',
    });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('binds the id to what a request logs at warn, and writes nothing below the level', async () => {
    const quiet: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          quiet.push(JSON.parse(line));
        done();
      },
    });
    const demo = buildApp({
      db: database.handle.db,
      rateLimits: false,
      logger: { ...loggerOptionsFromEnv({}), stream },
    });
    demo.get('/logs-twice', (request) => {
      request.log.info('not at warn');
      request.log.warn({ detail: 1 }, 'worth a look');
      return { ok: true };
    });
    try {
      await demo.inject({ url: '/logs-twice', headers: { [REQUEST_ID_HEADER]: 'warn-1' } });
      await demo.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: 'probe-1' } });
    } finally {
      await demo.close();
    }
    expect(quiet).toEqual([
      expect.objectContaining({ level: 40, reqId: 'warn-1', detail: 1, msg: 'worth a look' }),
    ]);
  });

  it('is at info in production, at warn elsewhere, LOG_LEVEL first', () => {
    expect(loggerOptionsFromEnv({ NODE_ENV: 'production' }).level).toBe('info');
    expect(loggerOptionsFromEnv({}).level).toBe('warn');
    expect(loggerOptionsFromEnv({ NODE_ENV: 'test' }).level).toBe('warn');
    expect(loggerOptionsFromEnv({ NODE_ENV: 'production', LOG_LEVEL: 'error' }).level).toBe(
      'error',
    );
  });
});
