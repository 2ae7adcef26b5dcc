import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tz } from './columns';

/** One field an audited write changed; secrets never leave the database: their value is "changed". */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit trail: one record per administrative write or sign-in event, written in the same
 * transaction as the change. Append-only through the application (no call updates or deletes a
 * record; only retention prunes the oldest). Each record carries the hash of the one before it in
 * `seq` order, so a record changed or removed in the database breaks the chain (audit-verify).
 * Codes are copied, not referenced: a record outlives the unit or user it names.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    /** The chain's order, from a database sequence: the same on every node. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    time: tz('time').notNull().defaultNow(),
    actorUnitId: uuid('actor_unit_id'),
    actorUnitCode: varchar('actor_unit_code', { length: 64 }),
    actorUserId: uuid('actor_user_id'),
    actorUserCode: varchar('actor_user_code', { length: 128 }),
    /** The session family the actor worked in (null before a session exists). */
    sessionFamily: uuid('session_family'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    /** The call's name (`roles.saveAuth`) or the sign-in event (`signIn.success`). */
    action: varchar('action', { length: 80 }).notNull(),
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 128 }),
    /** The unit the target belongs to: unit administrators see their units' records. */
    unitId: uuid('unit_id'),
    unitCode: varchar('unit_code', { length: 64 }),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_records_time_idx').on(t.time),
    index('audit_records_unit_idx').on(t.unitId, t.seq),
  ],
);

/**
 * The head of the chain, one row (id 1): writers lock it, so two nodes appending at once take
 * turns and each record links the one committed before it. `prunedSeq`/`prunedHash` are the last
 * record retention removed, the anchor the first remaining record links to.
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: varchar('hash', { length: 64 }).notNull(),
  prunedSeq: bigint('pruned_seq', { mode: 'number' }).notNull().default(0),
  prunedHash: varchar('pruned_hash', { length: 64 }).notNull(),
});

/**
 * Row changes captured by the database triggers during an audited call: filled and emptied in
 * the call's own transaction, so no other transaction ever sees a row of it.
 */
export const auditPending = pgTable('audit_pending', {
  ord: bigserial('ord', { mode: 'number' }).primaryKey(),
  tableName: text('table_name').notNull(),
  op: varchar('op', { length: 8 }).notNull(),
  oldRow: jsonb('old_row'),
  newRow: jsonb('new_row'),
});
