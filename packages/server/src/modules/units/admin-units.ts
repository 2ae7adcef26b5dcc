import type { ServiceOf } from '../../http/mount-call';
import { type Locale, type PagedResult } from '@portico/sdk';
import type { UNIT_CALLS } from '@portico/sdk/contract';
import {
  ADMIN_UNIT_TYPES,
  type AdminUnit,
  type AdminUnitType,
  type UnitListStatistic,
  type unitListQuerySchema,
} from '@portico/sdk/contract';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { areas, units, users } from '../../db/schema';
import {
  assertUnitInScope,
  canChangeUnitRecord,
  forbidden,
  inScope,
  notFound,
  scopeFilterIds,
  type AdminScope,
} from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import type { UnitRow } from '../session/session';
import { descendantIds, unitById } from './units';
import { inheritedLanguageOf } from './unit-language';
import { likePattern } from '../self/user-info';
import { endSessions } from '../session/session-end';

/** Unit administration (product.md §2.5 /unit/unitList); the rule is in admin-access.ts. */

const parent = alias(units, 'parent_unit');

const unitColumns = {
  unit: units,
  parentCode: parent.code,
  areaCode: areas.code,
  hasChildren: sql<boolean>`exists (select 1 from units c where c.parent_id = ${units.id})`,
  userCount: sql<number>`(select count(*) from users u where u.unit_id = ${units.id})`.mapWith(
    Number,
  ),
};

type UnitSelection = {
  unit: UnitRow;
  parentCode: string | null;
  areaCode: string | null;
  hasChildren: boolean;
  userCount: number;
};

function toAdminUnit(row: UnitSelection, inheritedLanguage: Locale | null): AdminUnit {
  const { unit } = row;
  return {
    id: unit.id,
    uuid: unit.uuid,
    code: unit.code,
    descript: unit.descript,
    type: unit.type,
    parentId: unit.parentId,
    parentCode: row.parentCode,
    areaId: unit.areaId,
    areaCode: row.areaCode,
    theme: unit.theme,
    language: unit.language,
    inheritedLanguage,
    status: unit.status,
    createTime: unit.createdAt.toISOString(),
    hasChildren: Boolean(row.hasChildren),
    userCount: row.userCount,
  };
}

function selectUnits(db: Database) {
  return db
    .select(unitColumns)
    .from(units)
    .leftJoin(parent, eq(parent.id, units.parentId))
    .leftJoin(areas, eq(areas.id, units.areaId));
}

/** GET /unit/list: units of the caller's scope, by type, keyword and parent, by code. */
export async function listUnits(
  db: Database,
  scope: AdminScope,
  query: z.output<typeof unitListQuerySchema>,
): Promise<PagedResult<AdminUnit> & { statistic: UnitListStatistic }> {
  const ids = scopeFilterIds(scope);
  const filters: (SQL | undefined)[] = [ids ? inArray(units.id, ids) : undefined];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(ilike(units.code, pattern), ilike(units.descript, pattern)));
  }
  if (query.parentId) {
    assertUnitInScope(scope, query.parentId);
    filters.push(eq(units.parentId, query.parentId));
  }
  if (query.status) filters.push(eq(units.status, query.status));
  const byTypeRows = await db
    .select({ type: units.type, n: count() })
    .from(units)
    .where(and(...filters))
    .groupBy(units.type);
  const byType = Object.fromEntries(ADMIN_UNIT_TYPES.map((t) => [t, 0])) as Record<
    AdminUnitType,
    number
  >;
  for (const row of byTypeRows) byType[row.type] = row.n;
  if (query.type) filters.push(eq(units.type, query.type));
  if (query.types) filters.push(inArray(units.type, query.types));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(units).where(where);
  const rows = await selectUnits(db)
    .where(where)
    .orderBy(asc(units.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  const known = new Map<string, Promise<Locale | null>>();
  const datas = await Promise.all(
    rows.map(async (row) => toAdminUnit(row, await inheritedLanguageOf(db, row.unit, known))),
  );
  return { datas, totalRows: total?.n ?? 0, statistic: { byType } };
}

/** A unit the caller may see; unknown and out of scope answer alike. */
export async function visibleUnit(db: Database, scope: AdminScope, id: string): Promise<UnitRow> {
  const unit = await unitById(db, id);
  if (!unit || !inScope(scope, unit.id)) throw notFound();
  return unit;
}

/** A unit whose record the caller may change: visible (else 40401) and below them (else 40301). */
export async function changeableUnit(
  db: Database,
  scope: AdminScope,
  id: string,
): Promise<UnitRow> {
  const unit = await visibleUnit(db, scope, id);
  if (!canChangeUnitRecord(scope, unit)) throw forbidden();
  return unit;
}

async function loadUnit(db: Database, id: string): Promise<AdminUnit> {
  const [row] = await selectUnits(db).where(eq(units.id, id));
  if (!row) throw notFound();
  return toAdminUnit(row, await inheritedLanguageOf(db, row.unit));
}

export async function unitDetail(db: Database, scope: AdminScope, id: string): Promise<AdminUnit> {
  await visibleUnit(db, scope, id);
  return loadUnit(db, id);
}

async function checkArea(db: Database, areaId: string | null | undefined, parentId: string | null) {
  if (!areaId) return;
  const [area] = await db.select().from(areas).where(eq(areas.id, areaId));
  if (!area || area.unitId !== parentId) throw invalid('adminServer.areaInvalid');
}

/** POST /unit/add: below a unit of the caller's scope; the code is unique. */
export const addUnit: ServiceOf<typeof UNIT_CALLS.add> = async (db, scope, input) => {
  assertUnitInScope(scope, input.parentId);
  await checkArea(db, input.areaId, input.parentId);
  const [taken] = await db.select({ id: units.id }).from(units).where(eq(units.code, input.code));
  if (taken) throw invalid('adminServer.unitCodeExists');
  const [created] = await guardWrite(
    () =>
      db
        .insert(units)
        .values({
          code: input.code,
          descript: input.descript,
          type: input.type,
          parentId: input.parentId,
          areaId: input.areaId ?? null,
          theme: input.theme ?? null,
          language: input.language ?? null,
        })
        .returning(),
    'adminServer.unitCodeExists',
  );
  return loadUnit(db, created!.id);
};

/** PUT /unit/update: name, type, theme, language, area; a new parent moves the unit within the scope. */
export const updateUnit: ServiceOf<typeof UNIT_CALLS.update> = async (db, scope, input) => {
  const unit = await changeableUnit(db, scope, input.id);
  const parentId = input.parentId ?? unit.parentId;
  if (parentId !== unit.parentId) {
    assertUnitInScope(scope, parentId);
    const below = await descendantIds(db, unit.id);
    if (parentId === unit.id || below.includes(parentId!)) {
      throw invalid('adminServer.unitParentInvalid');
    }
  }
  // A move leaves the old group's area unless a new one is named.
  const areaId =
    input.areaId !== undefined ? input.areaId : parentId === unit.parentId ? unit.areaId : null;
  await checkArea(db, areaId, parentId);
  await guardWrite(() =>
    db
      .update(units)
      .set({
        descript: input.descript ?? unit.descript,
        type: input.type ?? unit.type,
        theme: input.theme !== undefined ? input.theme || null : unit.theme,
        language: input.language !== undefined ? input.language : unit.language,
        parentId,
        areaId,
      })
      .where(eq(units.id, unit.id)),
  );
  return loadUnit(db, unit.id);
};

/**
 * PUT /unit/updateState: enables or disables a unit (administrators above it). Disabling ends
 * the sessions working in the unit at once (session-end.ts) and refuses sign-ins to it (auth.ts).
 * The platform has no parent: disabled, nobody could sign in to enable it again.
 */
export const updateUnitState: ServiceOf<typeof UNIT_CALLS.updateState> = async (
  db,
  scope,
  input,
) => {
  const unit = await changeableUnit(db, scope, input.id);
  if (input.status === 'disabled' && unit.parentId === null) {
    throw invalid('adminUnits.server.rootCannotDisable');
  }
  if (unit.status !== input.status) {
    const change = async (tx: Pick<Database, 'update'>) => {
      await tx.update(units).set({ status: input.status }).where(eq(units.id, unit.id));
    };
    // The sessions working in a disabled unit end now, and their live sockets on every node.
    if (input.status === 'disabled') {
      await endSessions(db, { unitId: unit.id, reason: 'admin' }, change);
    } else await change(db);
  }
  return loadUnit(db, unit.id);
};

/** DELETE /unit/delete: refused while units or users are below it (its departments, roles… go). */
export async function deleteUnit(db: Database, scope: AdminScope, id: string): Promise<void> {
  const unit = await changeableUnit(db, scope, id);
  await guardWrite(() =>
    db.transaction(async (tx) => {
      const [child] = await tx
        .select({ id: units.id })
        .from(units)
        .where(eq(units.parentId, unit.id))
        .limit(1);
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.unitId, unit.id))
        .limit(1);
      if (child || user) throw invalid('adminServer.unitNotEmpty');
      await tx.delete(units).where(eq(units.id, unit.id));
    }),
  );
}

/**
 * GET /unit/areas: areas of the units in the caller's scope (or of one of them), by code or
 * name, paged by code: the area chooser (product.md §2.9, §3 "Area").
 */
export const listAreas: ServiceOf<typeof UNIT_CALLS.areas> = async (db, scope, query) => {
  const ids = scopeFilterIds(scope);
  const filters: (SQL | undefined)[] = [ids ? inArray(areas.unitId, ids) : undefined];
  if (query.unitId) {
    assertUnitInScope(scope, query.unitId);
    filters.push(eq(areas.unitId, query.unitId));
  }
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(ilike(areas.code, pattern), ilike(areas.descript, pattern)));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(areas).where(where);
  const rows = await db
    .select({ area: areas, unitCode: units.code })
    .from(areas)
    .innerJoin(units, eq(units.id, areas.unitId))
    .where(where)
    .orderBy(asc(areas.code), asc(units.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  const datas = rows.map(({ area, unitCode }) => ({
    id: area.id,
    code: area.code,
    descript: area.descript,
    unitId: area.unitId,
    unitCode,
  }));
  return { datas, totalRows: total?.n ?? 0, statistic: null };
};
