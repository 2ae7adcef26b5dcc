import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
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
}

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');

/** PostgreSQL when a URL is known, else embedded PGlite: one schema, same queries (DESIGN.md). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  // An explicit dataDir means PGlite even when the environment names a PostgreSQL server.
  const url = options.url ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (url) {
    const pool = new pg.Pool({ connectionString: url });
    // An idle connection that PostgreSQL ends (restart, failover, a dropped test database) must
    // not crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
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
