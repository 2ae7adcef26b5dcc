import { type PagedResult } from '@portico/sdk';
import {
  buildPasswordStrategy,
  type RemindTone,
  type UnitNode,
  type UnitParameter,
  ServerCode,
} from '@portico/sdk/internal';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { remindTones, units, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { PASSWORD_STRATEGY, unitParameter } from '../units/parameters';
import type { ActiveSession, UnitRow } from '../session/session';
import { assertUnitInScope, inScope } from '../access/admin-access';
import { likePattern, readScope } from '../self/user-info';
import {
  canManageUnit,
  descendantIds,
  isPlatformUser,
  loginUnitIds,
  unitByCode,
  unitByUuid,
  unitChain,
} from '../units/units';

/** Units the caller may not see answer like unknown ones (as /org/code/{code} does). */
function notFound(): ApiError {
  return new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
}

async function toNodes(db: Database, rows: UnitRow[]): Promise<UnitNode[]> {
  const ids = rows.map((u) => u.id);
  const parents = ids.length
    ? await db
        .selectDistinct({ id: units.parentId })
        .from(units)
        .where(inArray(units.parentId, ids))
    : [];
  const withChildren = new Set(parents.map((p) => p.id));
  return rows.map(({ id, uuid, code, descript, type, parentId }) => ({
    id,
    uuid,
    code,
    descript,
    type,
    parentId,
    hasChildren: withChildren.has(id),
  }));
}

function searchFilter(search?: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(units.code, pattern), ilike(units.descript, pattern));
}

/**
 * GET /org/listChildNodes: the children of a unit (strict, the default) or every unit below it;
 * `userCode` keeps the units a user of that code may sign in to.
 */
export async function listChildNodes(
  db: Database,
  session: ActiveSession,
  query: { parentUUID?: string; search?: string; userCode?: string; strict: boolean },
): Promise<UnitNode[]> {
  const parent = query.parentUUID ? await unitByUuid(db, query.parentUUID) : session.unit;
  if (!parent || !(await canManageUnit(db, session, parent.id))) throw notFound();
  const ids = query.strict
    ? (await db.select({ id: units.id }).from(units).where(eq(units.parentId, parent.id))).map(
        (r) => r.id,
      )
    : await descendantIds(db, parent.id);
  let allowed = ids;
  if (query.userCode) {
    // Which units another user may sign in to is that user's record: read as strictly as the
    // user-info reads (user-info.ts), and only of users in the caller's administration scope.
    let holders = [session.user];
    if (query.userCode !== session.user.userCode) {
      const scope = await readScope(db, session);
      assertUnitInScope(scope, parent.id);
      const named = await db.select().from(users).where(eq(users.userCode, query.userCode));
      holders = named.filter((u) => inScope(scope, u.unitId));
    }
    const reachable = new Set((await Promise.all(holders.map((u) => loginUnitIds(db, u)))).flat());
    allowed = ids.filter((id) => reachable.has(id));
  }
  if (!allowed.length) return [];
  const rows = await db
    .select()
    .from(units)
    .where(and(inArray(units.id, allowed), searchFilter(query.search)))
    .orderBy(asc(units.code));
  return toNodes(db, rows);
}

/**
 * GET /gc/backdoor/managedUnits: the unit-switch list (product.md §6): every unit for users of
 * the top-level platform unit; the own unit and the possible login units for the others.
 */
export async function managedUnits(
  db: Database,
  session: ActiveSession,
  query: { firstResult: number; pageSize: number; search?: string; type?: UnitRow['type'] },
): Promise<PagedResult<UnitNode>> {
  const filters: (SQL | undefined)[] = [searchFilter(query.search)];
  if (query.type) filters.push(eq(units.type, query.type));
  if (!(await isPlatformUser(db, session.user))) {
    const ids = new Set([session.unit.id, ...(await loginUnitIds(db, session.user))]);
    filters.push(inArray(units.id, [...ids]));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(units).where(where);
  const rows = await db
    .select()
    .from(units)
    .where(where)
    .orderBy(asc(units.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return { datas: await toNodes(db, rows), totalRows: total?.n ?? 0, statistic: null };
}

/** The unit a parameter read is about: the session unit, or one the caller manages. */
async function unitToRead(db: Database, session: ActiveSession, code?: string): Promise<UnitRow> {
  if (!code || code === session.unit.code) return session.unit;
  const unit = await unitByCode(db, code);
  if (!unit || !(await canManageUnit(db, session, unit.id))) throw notFound();
  return unit;
}

/**
 * GET /parameter/unitPa?code&unitCode: the parameter as the unit sees it (inherited from the
 * nearest ancestor); PASSWORD_STRATEGY falls back to the rule of product.md §5.
 */
export async function unitParameterFor(
  db: Database,
  session: ActiveSession,
  query: { code: string; unitCode?: string },
): Promise<UnitParameter | null> {
  const unit = await unitToRead(db, session, query.unitCode);
  const found = await unitParameter(db, unit, query.code);
  if (found || query.code !== PASSWORD_STRATEGY) return found;
  return { code: PASSWORD_STRATEGY, ...buildPasswordStrategy(['digit'], 6), unitCode: null };
}

/** GET /sysOption/remindTone?unitCode: the nearest configured tone; none: no URL, time 0. */
export async function remindToneFor(
  db: Database,
  session: ActiveSession,
  unitCode?: string,
): Promise<RemindTone> {
  const unit = await unitToRead(db, session, unitCode);
  for (const current of await unitChain(db, unit)) {
    const [tone] = await db.select().from(remindTones).where(eq(remindTones.unitId, current.id));
    if (tone) return { toneUrl: tone.toneUrl, time: tone.time };
  }
  return { toneUrl: null, time: 0 };
}
