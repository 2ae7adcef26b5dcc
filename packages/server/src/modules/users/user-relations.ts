import type { UnitProjection, UserUnitRelation } from '@portico/sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, units, userUnits, users } from '../../db/schema';
import { assertUnitInScope, inScope, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { userRelations, visibleUser } from './admin-users';
import type { UnitRow, UserRow } from '../session/session';
import { isWithin, unitById } from '../units/units';

/**
 * The user calls of api-contract.md §7.4 with unshown bodies (saveUserZoneInfo,
 * saveUserCompanyInfo, saveUserSupplier, the unit projections), as user–unit relations of
 * product.md §6. They are user administration: the caller's 'users' scope covers the user and
 * every unit touched; the user's home unit is never a relation.
 */

type Flag = 'T' | 'F';

/**
 * Among `candidates`, the user may sign in to exactly `wanted`: chosen ones get (or keep) a
 * relation that allows sign-in; the others lose theirs, except that an administrator relation is
 * kept with sign-in off, so administrator rights are never dropped by these calls.
 */
async function setLoginUnits(
  db: Database,
  user: UserRow,
  candidates: readonly string[],
  wanted: ReadonlySet<string>,
): Promise<void> {
  const ids = candidates.filter((id) => id !== user.unitId);
  if (!ids.length) return;
  await guardWrite(() =>
    db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(userUnits)
        .where(and(eq(userUnits.userId, user.id), inArray(userUnits.unitId, ids)));
      const byUnit = new Map(existing.map((r) => [r.unitId, r]));
      for (const unitId of ids) {
        const relation = byUnit.get(unitId);
        const mine = and(eq(userUnits.userId, user.id), eq(userUnits.unitId, unitId));
        if (wanted.has(unitId)) {
          if (!relation) await tx.insert(userUnits).values({ userId: user.id, unitId });
          else if (relation.canLogin !== 'T') {
            await tx.update(userUnits).set({ canLogin: 'T' }).where(mine);
          }
        } else if (relation) {
          const admin = relation.isAdmin === 'T' || relation.isAgentAdmin === 'T';
          if (!admin) await tx.delete(userUnits).where(mine);
          else if (relation.canLogin !== 'F') {
            await tx.update(userUnits).set({ canLogin: 'F' }).where(mine);
          }
        }
      }
    }),
  );
}

/** The units of a type in the caller's scope; each wanted id must be one of them. */
async function unitsOfType(
  db: Database,
  scope: AdminScope,
  type: UnitRow['type'],
  wanted: readonly string[],
): Promise<string[]> {
  const rows = await db.select({ id: units.id }).from(units).where(eq(units.type, type));
  const candidates = rows.map((r) => r.id).filter((id) => inScope(scope, id));
  for (const id of wanted) {
    if (!candidates.includes(id)) {
      // Another type, or outside the scope: both are unknown here.
      throw invalid('server.invalidInput', { detail: `unitIds: not a ${type} unit you manage` });
    }
  }
  return candidates;
}

/** PUT /user/saveUserZoneInfo: the hotels of the chosen areas, among the areas of the scope. */
export async function saveUserZoneInfo(
  db: Database,
  scope: AdminScope,
  input: { userId: string; areaIds: string[] },
): Promise<UserUnitRelation[]> {
  const user = await visibleUser(db, scope, input.userId);
  const zoneRows = await db.select({ id: areas.id, unitId: areas.unitId }).from(areas);
  const zones = zoneRows.filter((a) => inScope(scope, a.unitId)).map((a) => a.id);
  for (const id of input.areaIds) {
    if (!zones.includes(id))
      throw invalid('server.invalidInput', { detail: 'areaIds: unknown area' });
  }
  const hotels = zones.length
    ? await db
        .select({ id: units.id, areaId: units.areaId })
        .from(units)
        .where(inArray(units.areaId, zones))
    : [];
  const chosen = new Set(input.areaIds);
  const inScopeHotels = hotels.filter((h) => inScope(scope, h.id));
  const wanted = new Set(inScopeHotels.filter((h) => chosen.has(h.areaId!)).map((h) => h.id));
  await setLoginUnits(
    db,
    user,
    inScopeHotels.map((h) => h.id),
    wanted,
  );
  return userRelations(db, scope, user.id);
}

/** PUT /user/saveUserCompanyInfo: the companies (COMPAN units) the user may sign in to. */
export async function saveUserCompanyInfo(
  db: Database,
  scope: AdminScope,
  input: { userId: string; unitIds: string[] },
): Promise<UserUnitRelation[]> {
  const user = await visibleUser(db, scope, input.userId);
  const candidates = await unitsOfType(db, scope, 'COMPAN', input.unitIds);
  await setLoginUnits(db, user, candidates, new Set(input.unitIds));
  return userRelations(db, scope, user.id);
}

/** PUT /user/saveUserSupplier: the supplier administrator flag and the suppliers to sign in to. */
export async function saveUserSupplier(
  db: Database,
  scope: AdminScope,
  input: { userId: string; isSupplierAdmin?: Flag; unitIds?: string[] },
): Promise<UserUnitRelation[]> {
  const user = await visibleUser(db, scope, input.userId);
  if (input.isSupplierAdmin !== undefined) {
    const home = await unitById(db, user.unitId);
    if (input.isSupplierAdmin === 'T' && home?.type !== 'SUPPLI') {
      throw invalid('server.invalidInput', {
        detail: 'isSupplierAdmin: the user does not belong to a supplier unit',
      });
    }
    await db
      .update(users)
      .set({ isSupplierAdmin: input.isSupplierAdmin })
      .where(eq(users.id, user.id));
  }
  if (input.unitIds) {
    const candidates = await unitsOfType(db, scope, 'SUPPLI', input.unitIds);
    await setLoginUnits(db, user, candidates, new Set(input.unitIds));
  }
  return userRelations(db, scope, user.id);
}

/** The user `userCode` of unit `unitId` and the unit the projection is about (both in scope). */
async function projectionSubject(
  db: Database,
  scope: AdminScope,
  query: { userCode: string; unitId: string; childId?: string },
): Promise<{ user: UserRow; target: UnitRow }> {
  assertUnitInScope(scope, query.unitId);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.unitId, query.unitId), eq(users.userCode, query.userCode)));
  if (!user) throw notFound();
  let target: UnitRow | null;
  if (query.childId === undefined) {
    const home = await unitById(db, query.unitId);
    target = home?.parentId ? await unitById(db, home.parentId) : null;
  } else {
    const below =
      query.childId !== query.unitId && (await isWithin(db, query.childId, query.unitId));
    target = below ? await unitById(db, query.childId) : null;
  }
  if (!target) throw notFound();
  assertUnitInScope(scope, target.id);
  return { user, target };
}

async function projectionOf(db: Database, user: UserRow, target: UnitRow): Promise<UnitProjection> {
  const [relation] = await db
    .select()
    .from(userUnits)
    .where(and(eq(userUnits.userId, user.id), eq(userUnits.unitId, target.id)));
  return {
    userId: user.id,
    userCode: user.userCode,
    unitId: target.id,
    unitCode: target.code,
    unitName: target.descript,
    related: relation ? 'T' : 'F',
    isAdmin: relation?.isAdmin ?? 'F',
    isAgentAdmin: relation?.isAgentAdmin ?? 'F',
    canLogin: relation?.canLogin ?? 'F',
  };
}

/** GET /user/unitProjectionInParent and /user/unitProjectionInChild. */
export async function unitProjection(
  db: Database,
  scope: AdminScope,
  query: { userCode: string; unitId: string; childId?: string },
): Promise<UnitProjection> {
  const { user, target } = await projectionSubject(db, scope, query);
  return projectionOf(db, user, target);
}

/** PUT /user/editProjectionInParent and /user/editProjectionInChild. */
export async function editUnitProjection(
  db: Database,
  scope: AdminScope,
  input: {
    userCode: string;
    unitId: string;
    childId?: string;
    related: Flag;
    isAdmin?: Flag;
    isAgentAdmin?: Flag;
    canLogin?: Flag;
  },
): Promise<UnitProjection> {
  const { user, target } = await projectionSubject(db, scope, input);
  const mine = and(eq(userUnits.userId, user.id), eq(userUnits.unitId, target.id));
  if (input.related === 'F') {
    await db.delete(userUnits).where(mine);
  } else {
    const flags = {
      ...(input.isAdmin ? { isAdmin: input.isAdmin } : {}),
      ...(input.isAgentAdmin ? { isAgentAdmin: input.isAgentAdmin } : {}),
      ...(input.canLogin ? { canLogin: input.canLogin } : {}),
    };
    const insert = db.insert(userUnits).values({ userId: user.id, unitId: target.id, ...flags });
    const conflict = [userUnits.userId, userUnits.unitId];
    // Flags not given keep their value (a new relation gets the column defaults).
    await guardWrite(() =>
      Object.keys(flags).length
        ? insert.onConflictDoUpdate({ target: conflict, set: flags })
        : insert.onConflictDoNothing({ target: conflict }),
    );
  }
  return projectionOf(db, user, target);
}
