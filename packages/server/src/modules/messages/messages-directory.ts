import type { PagedResult } from '@portico/sdk';
import type { AudienceDirectoryEntry, audienceDirectoryQuerySchema } from '@portico/sdk/contract';
import { ServerCode } from '@portico/sdk/internal';
import { and, asc, count, eq, ilike, inArray, or, sql, type Column } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { departments, roleDispatches, roles, units, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import type { ActiveSession } from '../session/session';
import { likePattern } from '../self/user-info';
import { publisherScope } from './messages-audience';

/**
 * The audience directory: what a publisher may name in an audience, read with the publish right
 * alone, so a holder of the Messages menus needs no administration screen to choose. It answers
 * ids, codes and names only: a user's contact details stay with the user administration.
 */

type Query = z.output<typeof audienceDirectoryQuerySchema>;

/** Whose code or name contains the keyword (when one is given). */
function matching(keyword: string | undefined, code: Column, name: Column) {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(ilike(code, pattern), ilike(name, pattern));
}

async function page<R>(
  rows: Promise<R[]>,
  total: Promise<{ n: number }[]>,
): Promise<PagedResult<R>> {
  const [datas, [counted]] = await Promise.all([rows, total]);
  return { datas, totalRows: counted?.n ?? 0 };
}

export async function audienceDirectory(
  db: Database,
  session: ActiveSession,
  query: Query,
): Promise<PagedResult<AudienceDirectoryEntry>> {
  const scope = await publisherScope(db, session);
  const { firstResult, pageSize, keyword } = query;
  const reachable = [...scope];
  if (query.kind === 'units') {
    const where = and(inArray(units.id, reachable), matching(keyword, units.code, units.descript));
    return page(
      db
        .select({
          id: units.id,
          code: units.code,
          name: units.descript,
          unitCode: units.code,
          unitName: units.descript,
          parentId: sql<string | null>`null`,
        })
        .from(units)
        .where(where)
        .orderBy(asc(units.code))
        .offset(firstResult)
        .limit(pageSize),
      db.select({ n: count() }).from(units).where(where),
    );
  }
  const [unit] = await db
    .select({ id: units.id, code: units.code, name: units.descript })
    .from(units)
    .where(eq(units.id, query.unitId!))
    .limit(1);
  if (!unit)
    throw new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', {
      detail: `unitId: unknown unit ${query.unitId}`,
    });
  // The same refusal as publishing to that unit: a reachable unit is known by name to the caller.
  if (!scope.has(unit.id)) {
    throw new ApiError(ServerCode.FORBIDDEN, 'server.audienceOutOfScope', { unit: unit.code });
  }
  const of = {
    unitCode: sql<string>`${unit.code}::text`,
    unitName: sql<string>`${unit.name}::text`,
  };
  if (query.kind === 'departments') {
    const where = and(
      eq(departments.unitId, unit.id),
      matching(keyword, departments.code, departments.name),
    );
    return page(
      db
        .select({
          id: departments.id,
          code: departments.code,
          name: departments.name,
          ...of,
          parentId: departments.parentId,
        })
        .from(departments)
        .where(where)
        .orderBy(asc(departments.sort), asc(departments.code))
        .offset(firstResult)
        .limit(pageSize),
      db.select({ n: count() }).from(departments).where(where),
    );
  }
  if (query.kind === 'roles') {
    // The unit's own roles and those dispatched to it (a group's template), as its role list
    // shows them; each named by the unit that owns it, as an audience names a role.
    const dispatched = db
      .select({ id: roleDispatches.roleId })
      .from(roleDispatches)
      .where(eq(roleDispatches.unitId, unit.id));
    const where = and(
      or(eq(roles.unitId, unit.id), inArray(roles.id, dispatched)),
      matching(keyword, roles.code, roles.descript),
    );
    return page(
      db
        .select({
          id: roles.id,
          code: roles.code,
          name: roles.descript,
          unitCode: units.code,
          unitName: units.descript,
          parentId: sql<string | null>`null`,
        })
        .from(roles)
        .innerJoin(units, eq(units.id, roles.unitId))
        .where(where)
        .orderBy(asc(roles.sort), asc(roles.code))
        .offset(firstResult)
        .limit(pageSize),
      db.select({ n: count() }).from(roles).where(where),
    );
  }
  const where = and(eq(users.unitId, unit.id), matching(keyword, users.userCode, users.name));
  return page(
    db
      .select({
        id: users.id,
        code: users.userCode,
        name: users.name,
        ...of,
        parentId: sql<string | null>`null`,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.userCode))
      .offset(firstResult)
      .limit(pageSize),
    db.select({ n: count() }).from(users).where(where),
  );
}
