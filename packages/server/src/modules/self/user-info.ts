import { type PossibleLoginGroup, ServerCode } from '@portico/sdk/internal';
import { type BackgroundUnit, type UserAuthInfo } from '@portico/sdk/contract';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  dataAuthContents,
  dataAuthGroups,
  departments,
  roles,
  units,
  userDataAuths,
  userRoles,
  userUnits,
  users,
} from '../../db/schema';
import { adminScope, assertUnitInScope, forbidden, type AdminScope } from '../access/admin-access';
import { ApiError } from '../../shared/errors';
import type { ActiveSession, UnitRow, UserRow } from '../session/session';
import { loginUnitIds, unitByCode, unitById } from '../units/units';

/** `%` and `_` typed by the user are searched for, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The units `filters` pick whose code or name contains `search` (when given), by code. */
export function unitsMatching(db: Database, filters: SQL[], search?: string) {
  const pattern = likePattern(search ?? '');
  const named = search ? or(ilike(units.code, pattern), ilike(units.descript, pattern)) : undefined;
  return db
    .select()
    .from(units)
    .where(and(...filters, named))
    .orderBy(asc(units.code));
}

/** GET /user/possibleLoginUnits?search: the home unit and the switchable units, by group. */
export async function possibleLoginUnits(
  db: Database,
  session: ActiveSession,
  search?: string,
): Promise<PossibleLoginGroup[]> {
  const ids = await loginUnitIds(db, session.user);
  const rows = await unitsMatching(db, [inArray(units.id, ids)], search);
  const groups = new Map<string, PossibleLoginGroup>();
  for (const unit of rows) {
    const parent = unit.parentId ? await unitById(db, unit.parentId) : null;
    const key = parent?.code ?? '';
    const group = groups.get(key) ?? {
      groupCode: parent?.code ?? null,
      groupName: parent?.descript ?? null,
      units: [],
    };
    const { id, uuid, code, descript, type } = unit;
    group.units.push({ id, uuid, code, descript, type });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** GET /user/getBackgroundUnit: the home unit of the account, whatever unit it switched to. */
export async function backgroundUnit(
  db: Database,
  session: ActiveSession,
): Promise<BackgroundUnit> {
  const home = (await unitById(db, session.user.unitId))!;
  return { code: home.code, name: home.descript };
}

/**
 * The caller's administration scope for reading other users' records: the user screens' scope,
 * else the application screens' (the resource diagnosis reads other users' trees too). Reads are
 * authorized exactly as writes (DESIGN.md security model, product.md §6): no new rule.
 */
export async function readScope(db: Database, session: ActiveSession): Promise<AdminScope> {
  try {
    return await adminScope(db, session, 'users');
  } catch {
    // The 40301 of the users family stands when the apps family grants nothing either.
    return adminScope(db, session, 'apps').catch(() => {
      throw forbidden();
    });
  }
}

/**
 * The user and unit a read is about: the caller's own record (in the session unit or one of
 * the caller's login units); another user only in a unit the caller administers. Being in the
 * same unit, or a user of the platform unit, is not enough: a plain user gets 40301, an
 * administrator of another unit 40401 (as for an unknown record).
 */
export async function resolveSubject(
  db: Database,
  session: ActiveSession,
  target: { userCode?: string; unit?: UnitRow | null },
): Promise<{ user: UserRow; unit: UnitRow }> {
  const unit = target.unit ?? session.unit;
  const self = !target.userCode || target.userCode === session.user.userCode;
  if (self && (unit.id === session.unit.id || unit.id === session.user.unitId)) {
    return { user: session.user, unit };
  }
  if (self && (await loginUnitIds(db, session.user)).includes(unit.id)) {
    return { user: session.user, unit };
  }
  assertUnitInScope(await readScope(db, session), unit.id);
  const userCode = target.userCode ?? session.user.userCode;
  const [home] = await db
    .select()
    .from(users)
    .where(and(eq(users.unitId, unit.id), eq(users.userCode, userCode)))
    .limit(1);
  if (home) return { user: home, unit };
  // A user of another unit who may sign in to this one (user–unit relation).
  const [related] = await db
    .select({ user: users })
    .from(userUnits)
    .innerJoin(users, eq(users.id, userUnits.userId))
    .where(and(eq(userUnits.unitId, unit.id), eq(users.userCode, userCode)))
    .limit(1);
  if (!related) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
  return { user: related.user, unit };
}

export async function unitForRead(
  db: Database,
  code?: string,
  id?: string,
): Promise<UnitRow | null> {
  if (code) return (await unitByCode(db, code)) ?? notFound();
  if (id) return (await unitById(db, id)) ?? notFound();
  return null;
}

function notFound(): never {
  throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
}

/** GET /user/fetchUserAuthInfoByUserCode?userCode&unitCode: the user's authorization record. */
export async function userAuthInfo(
  db: Database,
  session: ActiveSession,
  query: { userCode: string; unitCode?: string },
): Promise<UserAuthInfo> {
  const { user, unit } = await resolveSubject(db, session, {
    userCode: query.userCode,
    unit: await unitForRead(db, query.unitCode),
  });
  const home = (await unitById(db, user.unitId))!;
  const [dept] = user.departmentId
    ? await db.select().from(departments).where(eq(departments.id, user.departmentId))
    : [];
  const [relation] = await db
    .select()
    .from(userUnits)
    .where(and(eq(userUnits.userId, user.id), eq(userUnits.unitId, unit.id)));
  const held = await db
    .select({ code: roles.code, descript: roles.descript, unitCode: units.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(units, eq(units.id, roles.unitId))
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.unitId, unit.id)))
    .orderBy(asc(roles.sort));
  const auths = await db
    .select({
      groupCode: dataAuthGroups.code,
      contentCode: dataAuthContents.code,
      scope: userDataAuths.scope,
    })
    .from(userDataAuths)
    .innerJoin(dataAuthGroups, eq(dataAuthGroups.id, userDataAuths.groupId))
    .leftJoin(dataAuthContents, eq(dataAuthContents.id, userDataAuths.contentId))
    .where(and(eq(userDataAuths.userId, user.id), eq(userDataAuths.unitId, unit.id)));
  return {
    id: user.id,
    userCode: user.userCode,
    name: user.name,
    unitCode: home.code,
    unitName: home.descript,
    deptCode: dept?.code ?? null,
    deptName: dept?.name ?? null,
    email: user.email,
    mobile: user.mobile,
    status: user.status,
    locked: user.locked,
    expireTime: user.expireTime?.toISOString() ?? null,
    isAdmin: relation?.isAdmin ?? 'F',
    isAgentAdmin: relation?.isAgentAdmin ?? 'F',
    isSupplierAdmin: user.isSupplierAdmin,
    useDeptRole: user.useDeptRole,
    roles: held,
    dataAuths: auths,
  };
}
