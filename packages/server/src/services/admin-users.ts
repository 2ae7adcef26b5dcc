import type {
  AdminUser,
  AdminUserDetail,
  Flag,
  groupAndHotelUsersQuerySchema,
  PagedResult,
  UserListStatistic,
  userListQuerySchema,
  UserUnitRelation,
} from '@portico/sdk';
import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { departments, units, userUnits, users } from '../db/schema';
import {
  assertUnitInScope,
  inScope,
  notFound,
  scopeFilterIds,
  type AdminScope,
} from './admin-access';
import { isoOrNull } from './admin-db';
import type { UserRow } from './session';
import { withAncestors } from './tree';
import { descendantIds, unitByCode } from './units';
import { likePattern } from './user-info';

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
};

function toAdminUser({ user, unitCode, unitName, deptCode, deptName }: ListRow): AdminUser {
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
  };
}

function selectUsers(db: Database) {
  return db
    .select({
      user: users,
      unitCode: units.code,
      unitName: units.descript,
      deptCode: departments.code,
      deptName: departments.name,
    })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .leftJoin(departments, eq(departments.id, users.departmentId));
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

async function pageOf(
  db: Database,
  filters: (SQL | undefined)[],
  query: { firstResult: number; pageSize: number; status?: string; locked?: Flag },
): Promise<PagedResult<AdminUser> & { statistic: UserListStatistic }> {
  const base = and(...filters);
  const [stats] = await db
    .select({
      enabled: sql<number>`count(*) filter (where ${users.status} = 'enabled')`.mapWith(Number),
      disabled: sql<number>`count(*) filter (where ${users.status} = 'disabled')`.mapWith(Number),
      locked: sql<number>`count(*) filter (where ${lockedNow()})`.mapWith(Number),
    })
    .from(users)
    .where(base);
  const all = [...filters];
  if (query.status) all.push(eq(users.status, query.status as UserRow['status']));
  if (query.locked === 'T') all.push(lockedNow());
  if (query.locked === 'F') all.push(sql`not (${lockedNow()})`);
  const where = and(...all);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(asc(units.code), asc(users.userCode))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return {
    datas: rows.map(toAdminUser),
    totalRows: total?.n ?? 0,
    statistic: stats ?? { enabled: 0, disabled: 0, locked: 0 },
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
  if (query.unitId) {
    assertUnitInScope(scope, query.unitId);
    filters.push(eq(users.unitId, query.unitId));
  } else {
    const ids = scopeFilterIds(scope);
    if (ids) filters.push(inArray(users.unitId, ids));
  }
  if (query.departmentId) {
    filters.push(inArray(users.departmentId, await departmentSubtree(db, query.departmentId)));
  }
  return pageOf(db, filters, query);
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
  return pageOf(db, [inArray(users.unitId, ids), keywordFilter(query.keyword)], query);
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
