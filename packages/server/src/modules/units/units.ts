import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { units, userUnits } from '../../db/schema';
import type { ActiveSession, UnitRow, UserRow } from '../session/session';

/** Deeper trees than this are a data error; the bound keeps a cycle from looping forever. */
export const MAX_UNIT_DEPTH = 16;

export async function unitByCode(db: Database, code: string): Promise<UnitRow | null> {
  const [row] = await db.select().from(units).where(eq(units.code, code)).limit(1);
  return row ?? null;
}

export async function unitById(db: Database, id: string): Promise<UnitRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(units).where(eq(units.id, id)).limit(1);
  return row ?? null;
}

export async function unitByUuid(db: Database, uuid: string): Promise<UnitRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db.select().from(units).where(eq(units.uuid, uuid)).limit(1);
  return row ?? null;
}

/** A string that PostgreSQL accepts as uuid: anything else would be a database error. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** The unit and its ancestors, nearest first. */
export async function unitChain(db: Database, unit: UnitRow): Promise<UnitRow[]> {
  const chain = [unit];
  let current = unit;
  while (current.parentId && chain.length < MAX_UNIT_DEPTH) {
    const parent = await unitById(db, current.parentId);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/** Whether `unitId` is `ancestorId` or lies below it. */
export async function isWithin(db: Database, unitId: string, ancestorId: string): Promise<boolean> {
  if (unitId === ancestorId) return true;
  const unit = await unitById(db, unitId);
  if (!unit) return false;
  return (await unitChain(db, unit)).some((u) => u.id === ancestorId);
}

/** Every unit below `rootId` (not the root itself), level by level. */
export async function descendantIds(db: Database, rootId: string): Promise<string[]> {
  const found: string[] = [];
  let level = [rootId];
  for (let depth = 0; level.length && depth < MAX_UNIT_DEPTH; depth += 1) {
    const rows = await db
      .select({ id: units.id })
      .from(units)
      .where(inArray(units.parentId, level));
    level = rows.map((r) => r.id).filter((id) => !found.includes(id) && id !== rootId);
    found.push(...level);
  }
  return found;
}

/**
 * Users of the top-level platform unit manage every unit (product.md §6 "Unit-switch list").
 * Decided by the home unit, so that a platform user who switched unit stays one.
 */
export async function isPlatformUser(db: Database, user: UserRow): Promise<boolean> {
  const home = await unitById(db, user.unitId);
  return home !== null && home.parentId === null;
}

/** The home unit and the units the user may switch to (user–unit relation canLogin). */
export async function loginUnitIds(db: Database, user: UserRow): Promise<string[]> {
  const rows = await db
    .select({ unitId: userUnits.unitId })
    .from(userUnits)
    .where(and(eq(userUnits.userId, user.id), eq(userUnits.canLogin, 'T')));
  return [user.unitId, ...rows.map((r) => r.unitId).filter((id) => id !== user.unitId)];
}

/** A unit the user may sign in to: one of the login units, or any unit for platform users. */
export async function canLoginTo(db: Database, user: UserRow, unitId: string): Promise<boolean> {
  if ((await loginUnitIds(db, user)).includes(unitId)) return true;
  return isPlatformUser(db, user);
}

/**
 * A unit the session may read administrative data of: the session unit or one below it; platform
 * users any unit. (The full authorization matrix of the admin calls is another slice.)
 */
export async function canManageUnit(
  db: Database,
  session: ActiveSession,
  unitId: string,
): Promise<boolean> {
  if (await isWithin(db, unitId, session.unit.id)) return true;
  return isPlatformUser(db, session.user);
}

/** Whether the user is an administrator of the unit (user–unit relation isAdmin). */
export async function isUnitAdmin(db: Database, userId: string, unitId: string): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: userUnits.isAdmin })
    .from(userUnits)
    .where(and(eq(userUnits.userId, userId), eq(userUnits.unitId, unitId)))
    .limit(1);
  return row?.isAdmin === 'T';
}
