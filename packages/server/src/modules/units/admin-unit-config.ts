import type { ServiceOf } from '../../http/mount-call';

import {
  buildPasswordStrategy,
  validatePasswordParameters,
  type PasswordClass,
  ServerCode,
} from '@portico/sdk/internal';
import type { UNIT_CALLS } from '@portico/sdk/contract';
import { type UnitAppRow, type UnitAppStepRow, type UnitParamRow } from '@portico/sdk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appOpenSteps, apps, parameters, unitApps } from '../../db/schema';
import type { AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { changeableUnit, visibleUnit } from './admin-units';
import { ApiError } from '../../shared/errors';
import { stepRow } from '../apps/admin-apps-open';
import { PASSWORD_STRATEGY } from './parameters';
import { unitChain } from './units';

/**
 * A unit's apps (product.md §2.5 /unit/unit-app-list: open or close an app with its SSO flag)
 * and parameters (/unit/unit-params, /config/parameter-config).
 */

/** GET /unit/apps?unitId: every app and its opening for the unit. */
export async function unitAppList(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<UnitAppRow[]> {
  const unit = await visibleUnit(db, scope, unitId);
  const rows = await db
    .select({ app: apps, grant: unitApps })
    .from(apps)
    .leftJoin(unitApps, and(eq(unitApps.appCode, apps.code), eq(unitApps.unitId, unit.id)))
    .orderBy(asc(apps.sort), asc(apps.code));
  return rows.map(({ app, grant }) => ({
    appCode: app.code,
    descript: app.descript,
    appStatus: app.status,
    appSso: app.sso,
    granted: grant !== null,
    enabled: grant?.enabled ?? false,
    sso: grant?.sso ?? app.sso,
  }));
}

/**
 * GET /unit/appSteps?unitId&appCode: the steps of opening apps for the unit (product.md §2.5
 * /unit/unit-app-step-list), by app and step number; one app's with `appCode`.
 */
export async function unitAppSteps(
  db: Database,
  scope: AdminScope,
  unitId: string,
  appCode?: string,
): Promise<UnitAppStepRow[]> {
  const unit = await visibleUnit(db, scope, unitId);
  const rows = await db
    .select({ step: appOpenSteps, appName: apps.descript })
    .from(appOpenSteps)
    .innerJoin(apps, eq(apps.code, appOpenSteps.appCode))
    .where(
      and(
        eq(appOpenSteps.unitId, unit.id),
        appCode ? eq(appOpenSteps.appCode, appCode) : undefined,
      ),
    )
    .orderBy(asc(apps.sort), asc(appOpenSteps.appCode), asc(appOpenSteps.step));
  return rows.map(({ step, appName }) => stepRow(step, appName));
}

/** PUT /unit/saveApp: opens or closes an app for a unit (administrators above the unit). */
export const saveUnitApp: ServiceOf<typeof UNIT_CALLS.saveApp> = async (db, scope, input) => {
  const unit = await changeableUnit(db, scope, input.unitId);
  const [app] = await db.select().from(apps).where(eq(apps.code, input.appCode));
  if (!app) throw invalid('adminServer.appUnknown', { code: input.appCode });
  const values = { enabled: input.enabled, sso: input.sso };
  await guardWrite(() =>
    db
      .insert(unitApps)
      .values({ unitId: unit.id, appCode: app.code, ...values })
      .onConflictDoUpdate({ target: [unitApps.unitId, unitApps.appCode], set: values }),
  );
  const list = await unitAppList(db, scope, unit.id);
  return list.find((row) => row.appCode === app.code)!;
};

/** GET /unit/params?unitId: the unit's own parameters, then those it inherits. */
export async function unitParamList(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<UnitParamRow[]> {
  const unit = await visibleUnit(db, scope, unitId);
  const seen = new Map<string, UnitParamRow>();
  for (const current of await unitChain(db, unit)) {
    const rows = await db
      .select()
      .from(parameters)
      .where(eq(parameters.unitId, current.id))
      .orderBy(asc(parameters.code));
    for (const row of rows) {
      if (seen.has(row.code)) continue;
      seen.set(row.code, {
        code: row.code,
        value: row.value,
        remark: row.remark,
        unitCode: current.code,
        inherited: current.id !== unit.id,
      });
    }
  }
  return [...seen.values()];
}

async function upsertParameter(
  db: Database,
  unitId: string,
  code: string,
  value: string,
  remark: string | null,
): Promise<void> {
  const set = { value, remark, updatedAt: new Date() };
  await guardWrite(() =>
    db
      .insert(parameters)
      .values({ unitId, code, ...set })
      .onConflictDoUpdate({ target: [parameters.unitId, parameters.code], set }),
  );
}

/** PUT /unit/saveParam: any parameter but PASSWORD_STRATEGY, which has its own checked form. */
export const saveUnitParam: ServiceOf<typeof UNIT_CALLS.saveParam> = async (db, scope, input) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  if (input.code === PASSWORD_STRATEGY) throw invalid('adminServer.parameterReserved');
  await upsertParameter(db, unit.id, input.code, input.value, input.remark ?? null);
  return unitParamList(db, scope, unit.id);
};

/**
 * PUT /unit/savePasswordStrategy: the parameter screen's rule (product.md §5), then the regex and
 * remark the login and password calls read (the SDK's `buildPasswordStrategy`).
 */
export const savePasswordStrategy: ServiceOf<typeof UNIT_CALLS.savePasswordStrategy> = async (
  db,
  scope,
  input,
) => {
  const unit = await visibleUnit(db, scope, input.unitId);
  const errors = validatePasswordParameters({ complexity: input.complexity, length: input.length });
  const first = errors.complexity ?? errors.length;
  if (first) throw ApiError.fromRef(ServerCode.INVALID_INPUT, first);
  const built = buildPasswordStrategy(
    (input.complexity ?? []) as PasswordClass[],
    Number(String(input.length).trim()),
  );
  const remark = input.maxAgeDays
    ? JSON.stringify({ ...JSON.parse(built.remark), maxAgeDays: input.maxAgeDays })
    : built.remark;
  await upsertParameter(db, unit.id, PASSWORD_STRATEGY, built.value, remark);
  return unitParamList(db, scope, unit.id);
};

/** POST /unit/deleteParam: the unit's own value goes; an inherited one applies again. */
export async function deleteUnitParam(
  db: Database,
  scope: AdminScope,
  input: { unitId: string; code: string },
): Promise<UnitParamRow[]> {
  const unit = await visibleUnit(db, scope, input.unitId);
  await db
    .delete(parameters)
    .where(and(eq(parameters.unitId, unit.id), eq(parameters.code, input.code)));
  return unitParamList(db, scope, unit.id);
}
