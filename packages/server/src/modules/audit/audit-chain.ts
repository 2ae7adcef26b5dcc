import { createHash } from 'node:crypto';
import { asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditChainHead, auditRecords, type AuditChange } from '../../db/schema';

/**
 * The tamper-evident chain: each record's hash covers its content and the previous record's hash,
 * in `seq` order. Writers lock the head row, so nodes appending at once take turns, and `seq` is
 * taken under that lock: the chain order is the commit order.
 */

export interface AuditContent {
  time: Date;
  actorUnitId: string | null;
  actorUnitCode: string | null;
  actorUserId: string | null;
  actorUserCode: string | null;
  sessionFamily: string | null;
  ip: string | null;
  userAgent: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  unitId: string | null;
  unitCode: string | null;
  changes: AuditChange[];
}

/** JSON with object keys sorted: the database's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function hashOf(seq: number, prevHash: string, content: AuditContent): string {
  const { time, ...rest } = content;
  return createHash('sha256')
    .update(`${seq}\n${prevHash}\n${time.toISOString()}\n${canonical(rest)}`)
    .digest('hex');
}

/** Appends one record inside the caller's transaction. */
export async function appendRecord(tx: Database, content: AuditContent): Promise<number> {
  const [head] = await tx
    .select()
    .from(auditChainHead)
    .where(eq(auditChainHead.id, 1))
    .for('update');
  if (!head) throw new Error('audit chain head missing: the database was not migrated');
  const next = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('audit_records', 'seq')) as seq`,
  )) as unknown as { rows: { seq: string | number }[] };
  const seq = Number(next.rows[0]!.seq);
  // The stored time has microseconds; a Date has milliseconds: store what the hash covers.
  const record = { ...content, time: new Date(content.time.getTime()) };
  const hash = hashOf(seq, head.hash, record);
  await tx.insert(auditRecords).values({ seq, ...record, prevHash: head.hash, hash });
  await tx.update(auditChainHead).set({ seq, hash }).where(eq(auditChainHead.id, 1));
  return seq;
}

export type VerifyResult =
  | { ok: true; records: number }
  | { ok: false; records: number; seq: number | null; problem: string };

const BATCH = 1000;

/** Walks the chain from its oldest kept record and names the first broken link. */
export async function verifyChain(db: Database): Promise<VerifyResult> {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
  if (!head) return { ok: false, records: 0, seq: null, problem: 'the chain head is missing' };
  let previous = head.prunedHash;
  let after = head.prunedSeq;
  let count = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditRecords)
      .where(gt(auditRecords.seq, after))
      .orderBy(asc(auditRecords.seq))
      .limit(BATCH);
    for (const row of rows) {
      count += 1;
      if (row.prevHash !== previous) {
        return broken(count, row.seq, 'links to a hash that is not the previous record’s');
      }
      const { seq, prevHash, hash, ...content } = row;
      if (hashOf(seq, prevHash, content) !== hash) {
        return broken(count, seq, 'its content no longer matches its hash');
      }
      previous = hash;
      after = seq;
    }
    if (rows.length < BATCH) break;
  }
  if (previous !== head.hash || after !== Math.max(head.seq, head.prunedSeq)) {
    return broken(count, after, 'records after it are missing (the head names a later one)');
  }
  return { ok: true, records: count };
}

function broken(records: number, seq: number | null, problem: string): VerifyResult {
  return { ok: false, records, seq, problem };
}

/**
 * Removes records older than `days`, a batch per transaction: the head keeps the last removed
 * record's hash, so the first remaining one still links to something the verifier knows.
 */
export async function pruneRecords(
  db: Database,
  days: number,
  batch = 1000,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  let removed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.select().from(auditChainHead).where(eq(auditChainHead.id, 1)).for('update');
      const old = await tx
        .select({ seq: auditRecords.seq, hash: auditRecords.hash })
        .from(auditRecords)
        .where(lt(auditRecords.time, cutoff))
        .orderBy(asc(auditRecords.seq))
        .limit(batch);
      const last = old.at(-1);
      if (!last) return 0;
      // Only the oldest run of the chain goes, so what remains is still one unbroken chain.
      await tx.delete(auditRecords).where(sql`${auditRecords.seq} <= ${last.seq}`);
      await tx
        .update(auditChainHead)
        .set({ prunedSeq: last.seq, prunedHash: last.hash })
        .where(eq(auditChainHead.id, 1));
      return old.length;
    });
    removed += count;
    if (count < batch) return removed;
  }
}
