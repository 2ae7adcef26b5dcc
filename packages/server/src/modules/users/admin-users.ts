import type { Flag, PagedResult } from '@portico/sdk';
import type {
  AdminUser,
  AdminUserDetail,
  groupAndHotelUsersQuerySchema,
  UserListStatistic,
  userListQuerySchema,
  UserUnitRelation,
} from '@portico/sdk/contract';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { departments, units, userUnits, users } from '../../db/schema';
import {
  assertUnitInScope,
  inScope,
  notFound,
  scopeFilterIds,
  type AdminScope,
} from '../access/admin-access';
import { isoOrNull } from '../../shared/admin-db';
import { plainCounts, plainFirstPage, plainPage, selectUsers } from './admin-users-page';
import type { UserRow } from '../session/session';
import { withAncestors } from '../../shared/tree';
import { descendantIds, unitByCode } from '../units/units';
import { likePattern } from '../self/user-info';

/** User lists and detail (product.md §2.5 /user/user-list, /user/unit-user-list, §3 "User"). */

/** Lock status as the admin screens show it: a lock whose time ran out is no lock. */
export function lockState(user: Pick<UserRow, 'locked' | 'lockedUntil'>, now = Date.now()): Flag {
  const running = !user.lockedUntil || user.lockedUntil.getTime() > now;
  return user.locked === 'T' && running ? 'T' : 'F';
}

const lockedNow = () =>
  and(eq(users.locked, 'T'), or(isNull(users.lockedUntil), gt(users.lockedUntil, new Date())))!;

type ListRow = {
  user: UserRow;
  unitCode: string;
  unitName: string;
  deptCode: string | null;
  deptName: string | null;
  totp?: boolean;
  passkey?: boolean;
};

function toAdminUser(row: ListRow): AdminUser {
  const { user, unitCode, unitName, deptCode, deptName } = row;
  return {
    id: user.id,
    userCode: user.userCode,
    name: user.name,
    unitId: user.unitId,
    unitCode,
    unitName,
    departmentId: user.departmentId,
    deptCode,
    deptName,
    email: user.email,
    mobile: user.mobile,
    sex: user.sex,
    status: user.status,
    locked: lockState(user),
    expireTime: isoOrNull(user.expireTime),
    firstLogin: user.firstLogin,
    isSupplierAdmin: user.isSupplierAdmin,
    useDeptRole: user.useDeptRole,
    pmsAccount: user.pmsAccount,
    createUser: user.createUser,
    createTime: user.createdAt.toISOString(),
    factors: [
      ...(row.totp ? (['totp'] as const) : []),
      ...(row.passkey ? (['passkey'] as const) : []),
    ],
  };
}

function keywordFilter(keyword?: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(
    ilike(users.userCode, pattern),
    ilike(users.name, pattern),
    ilike(users.mobile, pattern),
    ilike(users.email, pattern),
  );
}

type PageQuery = { firstResult: number; pageSize: number; status?: string; locked?: Flag };

/**
 * One page of users, by unit code then user code (the console's order), with the total and the
 * status counts (these leave the status and lock filters out). Sized for a 100,000-user unit
 * (target: ≤ 50 ms a page): one scan counts everything; within one unit the order is
 * the user code alone, so the (unit_id, user_code) index walks to the page without sorting; the
 * page's ids come from `users` alone and only those rows are joined to their unit and department.
 */
async function pageOf(
  db: Database,
  filters: (SQL | undefined)[],
  query: PageQuery,
  oneUnit: boolean,
): Promise<PagedResult<AdminUser> & { statistic: UserListStatistic }> {
  const listed: SQL[] = [];
  if (query.status) listed.push(eq(users.status, query.status as UserRow['status']));
  if (query.locked === 'T') listed.push(lockedNow());
  if (query.locked === 'F') listed.push(sql`not (${lockedNow()})`);
  const [counts] = await db
    .select({
      enabled: sql<number>`count(*) filter (where ${users.status} = 'enabled')`.mapWith(Number),
      disabled: sql<number>`count(*) filter (where ${users.status} = 'disabled')`.mapWith(Number),
      locked: sql<number>`count(*) filter (where ${lockedNow()})`.mapWith(Number),
      total: (listed.length
        ? sql<number>`count(*) filter (where ${and(...listed)})`
        : sql<number>`count(*)`
      ).mapWith(Number),
    })
    .from(users)
    .where(and(...filters));
  const where = and(...filters, ...listed);
  const { total = 0, ...statistic } = counts ?? { enabled: 0, disabled: 0, locked: 0 };
  // Past the middle, the index is walked from the end (the same rows, read backwards), so no
  // page walks more than half the list.
  const end = Math.min(query.firstResult + query.pageSize, total);
  const backwards = query.firstResult > total / 2 && end > query.firstResult;
  const by = backwards ? desc : asc;
  const pageIds = oneUnit
    ? db.select({ id: users.id }).from(users).where(where).orderBy(by(users.userCode))
    : db
        .select({ id: users.id })
        .from(users)
        .innerJoin(units, eq(units.id, users.unitId))
        .where(where)
        .orderBy(by(units.code), by(users.userCode));
  const page = backwards
    ? (await pageIds.offset(total - end).limit(end - query.firstResult)).reverse()
    : await pageIds.offset(query.firstResult).limit(query.pageSize);
  const ids = page.map((r) => r.id);
  const rows = ids.length ? await selectUsers(db).where(inArray(users.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.user.id, row]));
  return {
    // A user deleted between the two reads is left out rather than failing the page.
    datas: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAdminUser(row)] : [];
    }),
    totalRows: total,
    statistic,
  };
}

/** A department and the departments below it. */
async function departmentSubtree(db: Database, departmentId: string): Promise<string[]> {
  const [dept] = await db.select().from(departments).where(eq(departments.id, departmentId));
  if (!dept) return [departmentId];
  const rows = await db.select().from(departments).where(eq(departments.unitId, dept.unitId));
  return rows.filter((r) => withAncestors(rows, [r.id]).has(dept.id)).map((r) => r.id);
}

/** GET /user/list: users of the caller's scope or of one unit, by department (and below). */
export async function listUsers(
  db: Database,
  scope: AdminScope,
  query: z.output<typeof userListQuerySchema>,
) {
  const filters: (SQL | undefined)[] = [keywordFilter(query.keyword)];
  let oneUnit = true;
  if (query.unitId) {
    assertUnitInScope(scope, query.unitId);
    filters.push(eq(users.unitId, query.unitId));
  } else {
    const ids = scopeFilterIds(scope);
    if (ids) filters.push(inArray(users.unitId, ids));
    oneUnit = ids?.length === 1;
  }
  if (query.departmentId) {
    filters.push(inArray(users.departmentId, await departmentSubtree(db, query.departmentId)));
  }
  // Only a unit, or nothing, narrows it: the prepared queries (admin-users-page.ts).
  const plain = !query.keyword && !query.departmentId && !query.status && !query.locked;
  if (plain && (query.unitId || !scopeFilterIds(scope))) {
    return plainPageOf(db, query.unitId ?? null, query);
  }
  return pageOf(db, filters, query, oneUnit);
}

async function plainPageOf(
  db: Database,
  unitId: string | null,
  query: PageQuery,
): Promise<PagedResult<AdminUser> & { statistic: UserListStatistic }> {
  // The page every list screen opens on: its rows and the counts in one round trip.
  if (query.firstResult === 0) {
    const first = await plainFirstPage(db, unitId, query.pageSize);
    if (first.counts) {
      const { total, ...statistic } = first.counts;
      return { datas: first.rows.map(toAdminUser), totalRows: total, statistic };
    }
  }
  const { total, ...statistic } = await plainCounts(db, unitId);
  const end = Math.min(query.firstResult + query.pageSize, total);
  const backwards = query.firstResult > total / 2 && end > query.firstResult;
  const rows = backwards
    ? (
        await plainPage(db, unitId, {
          offset: total - end,
          limit: end - query.firstResult,
          backwards,
        })
      ).reverse()
    : await plainPage(db, unitId, { offset: query.firstResult, limit: query.pageSize, backwards });
  return { datas: rows.map(toAdminUser), totalRows: total, statistic };
}

/** GET /user/groupAndHotelUsers: users of the session unit and below (its hotels), in scope. */
export async function groupAndHotelUsers(
  db: Database,
  scope: AdminScope,
  query: z.output<typeof groupAndHotelUsersQuerySchema>,
) {
  const session = scope.session.unit.id;
  let ids = [session, ...(await descendantIds(db, session))].filter((id) => inScope(scope, id));
  if (query.unitCode) {
    // A unit outside the group (or the scope) answers like an unknown one.
    const unit = await unitByCode(db, query.unitCode);
    if (!unit || !ids.includes(unit.id)) throw notFound();
    ids = [unit.id];
  }
  if (!ids.length)
    return { datas: [], totalRows: 0, statistic: { enabled: 0, disabled: 0, locked: 0 } };
  const filters = [inArray(users.unitId, ids), keywordFilter(query.keyword)];
  return pageOf(db, filters, query, ids.length === 1);
}

/** A user of the caller's scope (by home unit); unknown and out of scope answer alike. */
export async function visibleUser(
  db: Database,
  scope: AdminScope,
  id: string,
  key: 'server.notFound' | 'error.getUserDetailFailed' = 'server.notFound',
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user || !inScope(scope, user.unitId)) throw notFound(key);
  return user;
}

/** The user's relations to units of the caller's scope. */
export async function userRelations(
  db: Database,
  scope: AdminScope,
  userId: string,
): Promise<UserUnitRelation[]> {
  const rows = await db
    .select({ relation: userUnits, code: units.code, name: units.descript })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId))
    .where(eq(userUnits.userId, userId))
    .orderBy(asc(units.code));
  return rows
    .filter((r) => inScope(scope, r.relation.unitId))
    .map(({ relation, code, name }) => ({
      unitId: relation.unitId,
      unitCode: code,
      unitName: name,
      isAdmin: relation.isAdmin,
      isAgentAdmin: relation.isAgentAdmin,
      canLogin: relation.canLogin,
    }));
}

/** GET /user/detail?id: 40401 'Failed to get detail of user' when unknown or out of scope. */
export async function userDetail(
  db: Database,
  scope: AdminScope,
  id: string,
): Promise<AdminUserDetail> {
  const user = await visibleUser(db, scope, id, 'error.getUserDetailFailed');
  const [row] = await selectUsers(db).where(eq(users.id, user.id));
  return {
    ...toAdminUser(row!),
    idcard: user.idcard,
    birth: user.birth,
    address: user.address,
    isBackdoor: user.isBackdoor,
    canUseBackdoor: user.canUseBackdoor,
    receiveMessage: user.receiveMessage,
    wechatBound: user.wechatOpenId ? 'T' : 'F',
    wechatFollowed: user.wechatFollowed,
    units: await userRelations(db, scope, user.id),
  };
}

/** Whether another user of the unit already has the code or PMS account. */
export async function userFieldTaken(
  db: Database,
  unitId: string,
  field: 'userCode' | 'pmsAccount',
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const column = field === 'userCode' ? users.userCode : users.pmsAccount;
  const filters = [eq(users.unitId, unitId), eq(column, value)];
  if (exceptId) filters.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...filters))
    .limit(1);
  return row !== undefined;
}
