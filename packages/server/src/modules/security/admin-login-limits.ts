import type { ServiceOf } from '../../http/mount-call';
import type { LoginLimitRow, SECURITY_CALLS } from '@portico/sdk/contract';
import type { PagedResult } from '@portico/sdk';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginLimits, users } from '../../db/schema';
import { inScope, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { checkMembers } from './admin-security';
import { visibleUnit } from '../units/admin-units';

/** Login limits (product.md §2.5 /login-limit/login-limit-list): weekdays and a time window. */

type LimitRow = typeof loginLimits.$inferSelect;

function toRow(limit: LimitRow, userCode: string | null): LoginLimitRow {
  const { id, unitId, userId, weekdays, startTime, endTime, enabled, remark } = limit;
  return { id, unitId, userId, userCode, weekdays, startTime, endTime, enabled, remark };
}

/** GET /loginLimit/list?unitId: paged, whole-unit limits first. */
export async function listLoginLimits(
  db: Database,
  scope: AdminScope,
  unitId: string,
  page: { firstResult: number; pageSize: number },
): Promise<PagedResult<LoginLimitRow>> {
  const unit = await visibleUnit(db, scope, unitId);
  const where = eq(loginLimits.unitId, unit.id);
  const [total] = await db.select({ n: count() }).from(loginLimits).where(where);
  const rows = await db
    .select({ limit: loginLimits, userCode: users.userCode })
    .from(loginLimits)
    .leftJoin(users, eq(users.id, loginLimits.userId))
    .where(where)
    .orderBy(asc(users.userCode), asc(loginLimits.startTime), asc(loginLimits.id))
    .offset(page.firstResult)
    .limit(page.pageSize);
  return {
    datas: rows.map((r) => toRow(r.limit, r.userCode)),
    totalRows: total?.n ?? 0,
    statistic: null,
  };
}

async function visibleLimit(db: Database, scope: AdminScope, id: string): Promise<LimitRow> {
  const [limit] = await db.select().from(loginLimits).where(eq(loginLimits.id, id));
  if (!limit || !inScope(scope, limit.unitId)) throw notFound();
  return limit;
}

/** PUT /loginLimit/save: adds (no id) or changes a limit of a unit; start not after end. */
export const saveLoginLimit: ServiceOf<typeof SECURITY_CALLS.loginLimitSave> = async (
  db,
  scope,
  input,
) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  if (input.id && (await visibleLimit(db, scope, input.id)).unitId !== unit.id) throw notFound();
  if (input.startTime > input.endTime) throw invalid('adminServer.timeRange');
  if (input.userId) await checkMembers(db, unit.id, [input.userId]);
  const values = {
    unitId: unit.id,
    userId: input.userId ?? null,
    weekdays: input.weekdays,
    startTime: input.startTime,
    endTime: input.endTime,
    enabled: input.enabled,
    remark: input.remark ?? null,
  };
  const [row] = await guardWrite(() =>
    input.id
      ? db.update(loginLimits).set(values).where(eq(loginLimits.id, input.id)).returning()
      : db.insert(loginLimits).values(values).returning(),
  );
  const [user] = row!.userId
    ? await db.select({ code: users.userCode }).from(users).where(eq(users.id, row!.userId))
    : [];
  return toRow(row!, user?.code ?? null);
};

/** POST /loginLimit/delete. */
export async function deleteLoginLimit(db: Database, scope: AdminScope, id: string) {
  const limit = await visibleLimit(db, scope, id);
  await db.delete(loginLimits).where(eq(loginLimits.id, limit.id));
}
