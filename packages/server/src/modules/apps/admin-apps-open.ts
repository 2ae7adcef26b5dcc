import type { ServiceOf } from '../../http/mount-call';
import type { APP_CALLS, OpenTaskRow, UnitAppStepRow } from '@portico/sdk/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appOpenSteps, apps, unitApps, units } from '../../db/schema';
import { inScope, notFound, scopeFilterIds, type AdminScope } from '../access/admin-access';
import { paged } from '../../shared/admin-db';
import { visibleUnit } from '../units/admin-units';
import { descendantIds } from '../units/units';

/**
 * Openings of apps across units (product.md §2.5 /apply/open-list) and their steps
 * (/apply/open-task-list). A caller sees the units they administer; `unitId` narrows to that
 * unit and the units below it.
 */

/** The unit ids a list covers: null for every unit (the platform without a filter). */
async function unitFilter(
  db: Database,
  scope: AdminScope,
  unitId: string | undefined,
): Promise<string[] | null> {
  if (!unitId) return scopeFilterIds(scope);
  const unit = await visibleUnit(db, scope, unitId);
  const ids = [unit.id, ...(await descendantIds(db, unit.id))];
  return ids.filter((id) => inScope(scope, id));
}

/** GET /apply/openList: unit × app grants, by unit code then app order, with step counts. */
export const openList: ServiceOf<typeof APP_CALLS.openList> = async (db, scope, query) => {
  const unitIds = await unitFilter(db, scope, query.unitId);
  const filters: (SQL | undefined)[] = [
    unitIds ? inArray(unitApps.unitId, unitIds) : undefined,
    query.appCode ? eq(unitApps.appCode, query.appCode) : undefined,
  ];
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(unitApps).where(where);
  const rows = await db
    .select({
      unitId: units.id,
      unitCode: units.code,
      unitName: units.descript,
      appCode: apps.code,
      appName: apps.descript,
      appStatus: apps.status,
      enabled: unitApps.enabled,
      sso: unitApps.sso,
      total:
        sql<number>`(select count(*) from ${appOpenSteps} s where s.unit_id = ${unitApps.unitId} and s.app_code = ${unitApps.appCode})`.mapWith(
          Number,
        ),
      done: sql<number>`(select count(*) from ${appOpenSteps} s where s.unit_id = ${unitApps.unitId} and s.app_code = ${unitApps.appCode} and s.status = 'DONE')`.mapWith(
        Number,
      ),
      failed:
        sql<number>`(select count(*) from ${appOpenSteps} s where s.unit_id = ${unitApps.unitId} and s.app_code = ${unitApps.appCode} and s.status = 'FAILED')`.mapWith(
          Number,
        ),
    })
    .from(unitApps)
    .innerJoin(units, eq(units.id, unitApps.unitId))
    .innerJoin(apps, eq(apps.code, unitApps.appCode))
    .where(where)
    .orderBy(asc(units.code), asc(apps.sort), asc(apps.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  const datas = rows.map(({ appStatus, total: n, done, failed, ...row }) => ({
    ...row,
    enabled: row.enabled && appStatus === 'enabled',
    steps: { total: n, done, failed },
  }));
  return paged(datas, total?.n ?? 0, null);
};

const taskColumns = {
  step: appOpenSteps,
  unitCode: units.code,
  unitName: units.descript,
  appName: apps.descript,
};

type TaskJoin = {
  step: typeof appOpenSteps.$inferSelect;
  unitCode: string;
  unitName: string;
  appName: string;
};

/** An opening step of an app, as a unit's steps and the open tasks answer it. */
export function stepRow(step: TaskJoin['step'], appName: string): UnitAppStepRow {
  return {
    id: step.id,
    appCode: step.appCode,
    appName,
    step: step.step,
    name: step.name,
    status: step.status,
    remark: step.remark,
    updateTime: step.updatedAt.toISOString(),
  };
}

function toTask({ step, unitCode, unitName, appName }: TaskJoin): OpenTaskRow {
  return { ...stepRow(step, appName), unitId: step.unitId, unitCode, unitName };
}

/** GET /apply/openTasks: the opening steps of the units in scope, newest change first. */
export const openTasks: ServiceOf<typeof APP_CALLS.openTasks> = async (db, scope, query) => {
  const unitIds = await unitFilter(db, scope, query.unitId);
  const where = and(
    unitIds ? inArray(appOpenSteps.unitId, unitIds) : undefined,
    query.appCode ? eq(appOpenSteps.appCode, query.appCode) : undefined,
    query.status ? eq(appOpenSteps.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(appOpenSteps).where(where);
  const rows = await db
    .select(taskColumns)
    .from(appOpenSteps)
    .innerJoin(units, eq(units.id, appOpenSteps.unitId))
    .innerJoin(apps, eq(apps.code, appOpenSteps.appCode))
    .where(where)
    .orderBy(desc(appOpenSteps.updatedAt), asc(units.code), asc(appOpenSteps.step))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return paged(rows.map(toTask), total?.n ?? 0, null);
};

/** PUT /apply/saveTask: a step's status and remark (a step of a unit in scope). */
export const saveOpenTask: ServiceOf<typeof APP_CALLS.saveTask> = async (db, scope, input) => {
  const [found] = await db.select().from(appOpenSteps).where(eq(appOpenSteps.id, input.id));
  if (!found || !inScope(scope, found.unitId)) throw notFound();
  await db
    .update(appOpenSteps)
    .set({ status: input.status, remark: input.remark ?? null, updatedAt: new Date() })
    .where(eq(appOpenSteps.id, found.id));
  const [row] = await db
    .select(taskColumns)
    .from(appOpenSteps)
    .innerJoin(units, eq(units.id, appOpenSteps.unitId))
    .innerJoin(apps, eq(apps.code, appOpenSteps.appCode))
    .where(eq(appOpenSteps.id, found.id));
  if (!row) throw notFound();
  return toTask(row);
};
