import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditPending } from '../../db/schema';

/**
 * How an audited call learns what it changed without code of its own: a trigger on every table
 * copies each written row, before and after, into `audit_pending` while the transaction has
 * `portico.audit` on (set by the audited call only, transaction-local). The call reads and empties
 * its rows before committing. A table added later is covered the next time the server starts.
 */

/** Tables whose writes are not administrative changes (the trail itself, sessions, logs, caches). */
const NOT_CAPTURED = [
  'audit_records',
  'audit_chain_head',
  'audit_pending',
  'sessions',
  'login_logs',
  '__drizzle_migrations',
];

const FUNCTION = sql.raw(`
create or replace function portico_audit_capture() returns trigger language plpgsql as $fn$
begin
  if coalesce(current_setting('portico.audit', true), '') <> 'on' then
    return null;
  end if;
  insert into audit_pending (table_name, op, old_row, new_row) values (
    TG_TABLE_NAME,
    TG_OP,
    case when TG_OP = 'INSERT' then null else to_jsonb(OLD) end,
    case when TG_OP = 'DELETE' then null else to_jsonb(NEW) end
  );
  return null;
end
$fn$`);

/** Creates the capture function and its trigger on every table (idempotent; at migration). */
export async function installAuditCapture(db: Database): Promise<void> {
  await db.execute(FUNCTION);
  const tables = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = current_schema()`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of tables.rows) {
    if (NOT_CAPTURED.includes(name)) continue;
    const table = sql.identifier(name);
    await db.execute(sql`drop trigger if exists portico_audit on ${table}`);
    await db.execute(
      sql`create trigger portico_audit after insert or update or delete on ${table} for each row execute function portico_audit_capture()`,
    );
  }
  await db.execute(
    sql`insert into audit_chain_head (id, hash, pruned_hash) values (1, ${GENESIS}, ${GENESIS}) on conflict do nothing`,
  );
}

/** The hash the first record links to. */
export const GENESIS = '0'.repeat(64);

/** Turns capture on for the rest of the current transaction. */
export async function startCapture(tx: Database): Promise<void> {
  await tx.execute(sql`select set_config('portico.audit', 'on', true)`);
}

export interface CapturedRow {
  tableName: string;
  op: string;
  oldRow: Record<string, unknown> | null;
  newRow: Record<string, unknown> | null;
}

/** The rows the transaction wrote since capture started, in order; capture stops. */
export async function takeCaptured(tx: Database): Promise<CapturedRow[]> {
  await tx.execute(sql`select set_config('portico.audit', 'off', true)`);
  const rows = await tx.delete(auditPending).returning();
  return rows
    .sort((a, b) => a.ord - b.ord)
    .map(({ tableName, op, oldRow, newRow }) => ({
      tableName,
      op,
      oldRow: oldRow as Record<string, unknown> | null,
      newRow: newRow as Record<string, unknown> | null,
    }));
}
