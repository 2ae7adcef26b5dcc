import type { PagedResult } from '@portico/sdk';
import type {
  adminLoginLogQuerySchema,
  LoginLogRow,
  LoginLogStatistic,
} from '@portico/sdk/contract';
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { loginLogs } from '../../db/schema';
import { assertPlatform, assertUnitInScope, type AdminScope } from '../access/admin-access';
import { dateRange } from '../../shared/admin-db';
import { likePattern } from '../self/user-info';

/**
 * Login logs (product.md §2.5 /login-log: admin-login-log for every unit, platform only;
 * login-log for the session unit), newest first. Logs name units by code, as typed at sign-in.
 */
type LogQuery = Omit<z.output<typeof adminLoginLogQuerySchema>, 'unitCode'> & { unitCode?: string };

async function pageOfLogs(
  db: Database,
  query: LogQuery,
): Promise<PagedResult<LoginLogRow> & { statistic: LoginLogStatistic }> {
  const { from, to } = dateRange(query.startDate, query.endDate);
  const filters: (SQL | undefined)[] = [
    query.unitCode ? eq(loginLogs.unitCode, query.unitCode) : undefined,
    query.userCode ? ilike(loginLogs.userCode, likePattern(query.userCode)) : undefined,
    from ? gte(loginLogs.loginDate, from) : undefined,
    to ? lte(loginLogs.loginDate, to) : undefined,
  ];
  const state = query.loginState ? eq(loginLogs.loginState, query.loginState) : undefined;
  // One scan counts both states and the total (the list may hold every sign-in of every unit).
  const [counts] = await db
    .select({
      success: sql<number>`count(*) filter (where ${loginLogs.loginState} = 'success')`.mapWith(
        Number,
      ),
      failure: sql<number>`count(*) filter (where ${loginLogs.loginState} = 'failure')`.mapWith(
        Number,
      ),
      total: (state
        ? sql<number>`count(*) filter (where ${state})`
        : sql<number>`count(*)`
      ).mapWith(Number),
    })
    .from(loginLogs)
    .where(and(...filters));
  const where = and(...filters, state);
  const rows = await db
    .select()
    .from(loginLogs)
    .where(where)
    .orderBy(desc(loginLogs.loginDate), desc(loginLogs.id))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return {
    datas: rows.map((row) => ({ ...row, loginDate: row.loginDate.toISOString() })),
    totalRows: counts?.total ?? 0,
    statistic: { success: counts?.success ?? 0, failure: counts?.failure ?? 0 },
  };
}

/** GET /loginLog/list: the session unit's log. */
export async function unitLoginLog(db: Database, scope: AdminScope, query: LogQuery) {
  const unit = scope.session.unit;
  assertUnitInScope(scope, unit.id);
  return pageOfLogs(db, { ...query, unitCode: unit.code });
}

/** GET /loginLog/adminList: every unit's log, for platform administrators only. */
export async function adminLoginLog(db: Database, scope: AdminScope, query: LogQuery) {
  assertPlatform(scope);
  return pageOfLogs(db, query);
}
