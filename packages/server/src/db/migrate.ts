import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../paths';
import type { DatabaseHandle } from './client';
import { installAuditCapture } from '../modules/audit/audit-capture';

/** Any constant will do; it only has to be the same on every node. */
const MIGRATION_LOCK_KEY = 7_261_930_411;

/** Applies the drizzle-kit migrations in packages/server/drizzle with the driver's own migrator. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db, config);
    await installAuditCapture(handle.db);
    return;
  }
  // Several nodes may start together on one PostgreSQL: one migrates, the others wait and
  // then find nothing left to do.
  const lock = await handle.pool.connect();
  try {
    // Polled rather than waited on: a wait longer than the statement timeout would fail.
    for (;;) {
      const { rows } = await lock.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [MIGRATION_LOCK_KEY],
      );
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await migrateNodePg(handle.db, config);
    // The audit trail's capture triggers, on every table the migrations made.
    await installAuditCapture(handle.db);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}
