import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema';
import { createLocalFanout, type Fanout } from '../stomp';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { beginStopping, LISTEN_GRACE_MS } from './health';

// README "Bounded waits, faults and health probes": /healthz while the process runs; /readyz
// only with the database answering, this build's migrations applied and the fan-out heard.

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(migrated = true): Promise<TestDatabase> {
  const opened = await openTestDatabase({ migrated });
  cleanups.push(() => opened.teardown());
  return opened;
}

function app(db: Database, options: Partial<BuildAppOptions> = {}): FastifyInstance {
  const built = buildApp({ db, rateLimits: false, limits: { readyTimeoutMs: 3_000 }, ...options });
  cleanups.push(() => built.close());
  return built;
}

async function probe(target: FastifyInstance, path = '/readyz') {
  const answer = await target.inject({ url: path });
  return { status: answer.statusCode, body: answer.json<{ result: number; msg: string }>() };
}

describe('/readyz', () => {
  it('is ready on a reachable, migrated database', async () => {
    const { handle } = await database();
    const target = app(handle.db);
    expect(await probe(target)).toEqual({
      status: 200,
      body: { result: 0, msg: '', retVal: { status: 'ready' } },
    });
  });

  it('answers 503 once the node begins to stop, while /healthz still answers 200', async () => {
    const { handle } = await database();
    const target = app(handle.db);
    expect((await probe(target)).status).toBe(200);
    beginStopping(target);
    const ready = await probe(target);
    expect(ready.status).toBe(503);
    expect(ready.body.msg).toBe('not ready: the node is stopping');
    expect((await probe(target, '/healthz')).status).toBe(200);
  });

  it('answers 503 on a database without the migrations, and ready once they are applied', async () => {
    const { handle } = await database(false);
    const target = app(handle.db);
    expect(await probe(target)).toEqual({
      status: 503,
      body: {
        result: 50300,
        msg: 'not ready: the database schema is not migrated',
        retVal: null,
      },
    });
    expect((await probe(target, '/healthz')).status).toBe(200);
    await migrate(handle);
    expect((await probe(target)).status).toBe(200);
  });

  it('answers 503 while the newest migration of this build is missing (a node ahead of the schema)', async () => {
    const { handle } = await database();
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const answer = await probe(app(handle.db));
    expect(answer.status).toBe(503);
    expect(answer.body.msg).toBe('not ready: the database schema lacks migrations of this version');
  });

  it('answers 503 when the database is unreachable, without the driver details', async () => {
    const port = await closedPort();
    const pool = new pg.Pool({
      connectionString: `postgres://portico@127.0.0.1:${port}/portico`,
      connectionTimeoutMillis: 1_000,
    });
    cleanups.push(() => pool.end());
    const target = app(drizzle({ client: pool, schema }));
    const answer = await probe(target);
    expect(answer).toEqual({
      status: 503,
      body: { result: 50300, msg: 'not ready: the database is unreachable', retVal: null },
    });
    expect((await probe(target, '/healthz')).status).toBe(200);
  });

  it(`answers 503 when the node has not heard the fan-out for ${LISTEN_GRACE_MS / 1000} s, not before`, async () => {
    const { handle } = await database();
    const deafFor = (ms: number): Fanout => ({
      ...createLocalFanout(),
      deafSince: Date.now() - ms,
    });
    expect((await probe(app(handle.db, { fanout: deafFor(1_000) }))).status).toBe(200);
    const answer = await probe(app(handle.db, { fanout: deafFor(LISTEN_GRACE_MS + 5_000) }));
    expect(answer.status).toBe(503);
    expect(answer.body.msg).toMatch(/^not ready: live push has not been listening for \d+ s$/);
  });
});

/** A local port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
