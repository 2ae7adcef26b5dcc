import type { PagedResult } from '@portico/sdk';
import type { AuditRow, auditExportQuerySchema, auditQuerySchema } from '@portico/sdk/contract';
import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditRecords } from '../../db/schema';
import { assertUnitInScope, type AdminScope } from '../access/admin-access';
import { dateRange } from '../../shared/admin-db';

/**
 * The audit trail's reads, newest first: a platform administrator reads every record, a unit
 * administrator the records of the units they administer (a `unitId` outside them is 40401).
 */
type Filters = z.output<typeof auditExportQuerySchema>;

function whereOf(scope: AdminScope, query: Filters): SQL | undefined {
  const { from, to } = dateRange(query.from, query.to);
  if (query.unitId) assertUnitInScope(scope, query.unitId);
  return and(
    scope.platform ? undefined : inArray(auditRecords.unitId, [...scope.unitIds]),
    query.unitId ? eq(auditRecords.unitId, query.unitId) : undefined,
    query.actor ? eq(auditRecords.actorUserCode, query.actor) : undefined,
    query.action ? eq(auditRecords.action, query.action) : undefined,
    query.targetType ? eq(auditRecords.targetType, query.targetType) : undefined,
    from ? gte(auditRecords.time, from) : undefined,
    to ? lte(auditRecords.time, to) : undefined,
  );
}

type Record = typeof auditRecords.$inferSelect;

const rowOf = (record: Record): AuditRow => ({
  seq: record.seq,
  time: record.time.toISOString(),
  actorUnitCode: record.actorUnitCode,
  actorUserCode: record.actorUserCode,
  action: record.action,
  targetType: record.targetType,
  targetId: record.targetId,
  unitCode: record.unitCode,
  ip: record.ip,
  userAgent: record.userAgent,
  changes: record.changes,
});

/** GET /audit/list */
export async function listAudit(
  db: Database,
  scope: AdminScope,
  query: z.output<typeof auditQuerySchema>,
): Promise<PagedResult<AuditRow>> {
  if (!scope.platform && scope.unitIds.size === 0) return { datas: [], totalRows: 0 };
  const where = whereOf(scope, query);
  const total = await db.$count(auditRecords, where);
  const rows = await db
    .select()
    .from(auditRecords)
    .where(where)
    .orderBy(desc(auditRecords.seq))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return { datas: rows.map(rowOf), totalRows: total };
}

const CSV_COLUMNS = [
  'time',
  'actorUnitCode',
  'actorUserCode',
  'action',
  'targetType',
  'targetId',
  'unitCode',
  'ip',
  'changes',
] as const;

/** A CSV cell: quoted, quotes doubled; a leading = + - @ is neutralised for spreadsheets. */
function cell(value: unknown): string {
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const BATCH = 2000;

/**
 * GET /audit/export: every filtered record as CSV, read in batches by `seq` (no offset scans), so
 * a hundred thousand rows cost a hundred thousand rows, not their square.
 */
export async function exportAudit(db: Database, scope: AdminScope, query: Filters) {
  const lines = [CSV_COLUMNS.join(',')];
  if (scope.platform || scope.unitIds.size > 0) {
    const where = whereOf(scope, query);
    let before: number | null = null;
    for (;;) {
      const rows: Record[] = await db
        .select()
        .from(auditRecords)
        .where(and(where, before == null ? undefined : lt(auditRecords.seq, before)))
        .orderBy(desc(auditRecords.seq))
        .limit(BATCH);
      for (const row of rows) {
        const values = rowOf(row);
        lines.push(CSV_COLUMNS.map((column) => cell(values[column])).join(','));
      }
      if (rows.length < BATCH) break;
      before = rows.at(-1)!.seq;
    }
  }
  return {
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="audit-trail.csv"',
    },
  };
}
