import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { readLimits, type Limits } from '../limits';
import { REPO_ROOT } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** What routes and services see: the query API common to both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface HandleBase {
  close(): Promise<void>;
}
/** The driver-specific database is kept so that `migrate` can pick the matching migrator. */
export type DatabaseHandle =
  | (HandleBase & { kind: 'pglite'; db: PgliteDatabase<Schema> })
  | (HandleBase & { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool });

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; defaults to `DATABASE_URL` unless `dataDir` is given. */
  url?: string;
  /** PGlite data folder, or `memory://`; defaults to `DATA_DIR`, then `<repo>/.data/pglite`. */
  dataDir?: string;
  /** Connection and statement bounds; default from the environment (README "Bounded waits"). */
  limits?: Pick<Limits, 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'>;
}

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');

/** PostgreSQL when a URL is known, else embedded PGlite: one schema, same queries (DESIGN.md). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  // An explicit dataDir means PGlite even when the environment names a PostgreSQL server.
  const url = options.url ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (url) {
    const pool = createPool(url, options.limits ?? readLimits());
    // Fail at startup, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool, schema });
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, close: () => client.close() };
}

/** A connection that ends, is terminated or stops answering fails its call, never the process. */
function createPool(
  url: string,
  limits: Pick<Limits, 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'>,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: 'portico',
    // Also bounds the wait for a free connection when every one is busy.
    connectionTimeoutMillis: limits.dbConnectTimeoutMs,
    statement_timeout: limits.dbStatementTimeoutMs,
    // The server cancels at statement_timeout; this catches a database that cannot answer at all
    // (a partition), where the cancel never arrives.
    query_timeout: limits.dbStatementTimeoutMs + 2_000,
    // A node that dies inside a transaction must not hold its row locks for long.
    idle_in_transaction_session_timeout: limits.dbStatementTimeoutMs * 3,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection that PostgreSQL ends (restart, failover, a dropped test database) must
  // not crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens only to idle connections; one checked out (inside a transaction) that
  // loses its backend emits `error` too, and an unheard `error` ends the process. The query in
  // flight fails on its own, and the pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  });
  // A client given back while a query still runs on it (the client gave up waiting) would make
  // the next caller queue behind that query: end it, so the pool opens a fresh one.
  pool.on('release', (_error, client) => {
    if (stillBusy(client)) client.end().catch(() => undefined);
  });
  return pool;
}

function stillBusy(client: pg.PoolClient): boolean {
  // pg keeps the query in flight and the queue behind it on these (pg 8); there is no public view.
  const internals = client as unknown as { _activeQuery?: unknown; _queryQueue?: unknown[] };
  return Boolean(internals._activeQuery) || (internals._queryQueue?.length ?? 0) > 0;
}
