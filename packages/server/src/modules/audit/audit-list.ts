import type { PagedResult } from '@portico/sdk';
import type { AuditRow, auditQuerySchema } from '@portico/sdk/contract';
import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditRecords } from '../../db/schema';
import { assertUnitInScope, type AdminScope } from '../access/admin-access';
import { dateRange } from '../../shared/admin-db';

/**
 * The audit trail's reads, newest first (by `seq`, the chain's order): a platform administrator reads every record, a unit
 * administrator the records of the units they administer (a `unitId` outside them is 40401).
 */
type Filters = z.output<typeof auditQuerySchema>;

function whereOf(scope: AdminScope, query: Filters): SQL | undefined {
  const { from, to } = dateRange(query.from, query.to);
  if (query.unitId) assertUnitInScope(scope, query.unitId);
  return and(
    scope.platform ? undefined : inArray(auditRecords.unitId, [...scope.unitIds]),
    query.unitId ? eq(auditRecords.unitId, query.unitId) : undefined,
    query.unitCode ? eq(auditRecords.unitCode, query.unitCode) : undefined,
    query.actor ? eq(auditRecords.actorUserCode, query.actor) : undefined,
    query.action ? eq(auditRecords.action, query.action) : undefined,
    query.targetType ? eq(auditRecords.targetType, query.targetType) : undefined,
    from ? gte(auditRecords.time, from) : undefined,
    to ? lte(auditRecords.time, to) : undefined,
  );
}

function pageWhere(scope: AdminScope, query: Filters): SQL | undefined {
  const where = whereOf(scope, query);
  return query.beforeSeq ? and(where, lt(auditRecords.seq, query.beforeSeq)) : where;
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
  query: Filters,
): Promise<PagedResult<AuditRow>> {
  if (!scope.platform && scope.unitIds.size === 0) return { datas: [], totalRows: 0 };
  // The total counts every filtered record; the rows start after `beforeSeq` when given.
  const total = await db.$count(auditRecords, whereOf(scope, query));
  const where = pageWhere(scope, query);
  const rows = await db
    .select()
    .from(auditRecords)
    .where(where)
    .orderBy(desc(auditRecords.seq))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return { datas: rows.map(rowOf), totalRows: total };
}
