import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL test database's URL, for a second node on it; absent on PGlite. */
  url?: string;
  /** Closes the connection and drops the PostgreSQL test database, if one was created. */
  teardown(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite in memory, or, when DATABASE_URL names a PostgreSQL server
 * (the second CI run), a uniquely named database created through that URL and dropped afterwards.
 * `migrated: false` leaves it empty (the readiness probe's tests).
 */
export async function openTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    if (migrated) await migrate(handle);
    return { handle, teardown: () => handle.close() };
  }

  const name = `portico_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (migrated) await migrate(handle);
  return {
    handle,
    url: url.toString(),
    teardown: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
