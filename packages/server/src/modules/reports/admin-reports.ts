import { ServerCode } from '@portico/sdk/internal';
import { type OpenedReport, type ReportGroup, type ReportNode } from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resources } from '../../db/schema';
import type { AdminScope } from '../access/admin-access';
import { notFound } from '../access/admin-access';
import { visibleUnit } from '../units/admin-units';
import { isAppOpen, listUnitApps } from '../apps/apps';
import { ApiError } from '../../shared/errors';
import { appResources, isGranted, resourceGrants } from '../access/permissions';
import type { ActiveSession } from '../session/session';
import { buildTree, mapTree, withAncestors } from '../../shared/tree';

/**
 * Reports (product.md §2.5 /report: myReport, reportCenter, openReport): the REPORT resources of
 * the apps a unit opened. A user may open a report granted to them directly or through a role
 * they hold in the session unit (as /user/reportTree computes it); folders are shown above them.
 */

type ResourceRow = typeof resources.$inferSelect;

function toTree(rows: ResourceRow[], keep: (id: string) => boolean): ReportNode[] {
  return mapTree(
    buildTree(rows),
    (r, children): ReportNode => ({ id: r.id, code: r.code, name: r.name, url: r.url, children }),
    (r) => keep(r.id),
  );
}

/** GET /report/mine: the caller's reports in the session unit, grouped by app. */
export async function myReports(db: Database, session: ActiveSession): Promise<ReportGroup[]> {
  const groups: ReportGroup[] = [];
  for (const app of await listUnitApps(db, session.unit.id)) {
    const rows = await appResources(db, app.code, 'REPORT');
    if (!rows.length) continue;
    const grants = await resourceGrants(db, session.user, session.unit.id, app.code, 'REPORT');
    const granted = rows.filter((r) => isGranted(grants, r.id)).map((r) => r.id);
    if (!granted.length) continue;
    const shown = withAncestors(rows, granted);
    groups.push({
      appCode: app.code,
      appName: app.descript,
      reports: toTree(rows, (id) => shown.has(id)),
    });
  }
  return groups;
}

/** GET /report/center?unitId: every report of the apps the unit opened (administrators). */
export async function reportCenter(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<ReportGroup[]> {
  const unit = await visibleUnit(db, scope, unitId);
  const groups: ReportGroup[] = [];
  for (const app of await listUnitApps(db, unit.id)) {
    const rows = await appResources(db, app.code, 'REPORT');
    if (rows.length) {
      groups.push({ appCode: app.code, appName: app.descript, reports: toTree(rows, () => true) });
    }
  }
  return groups;
}

function noPermission(): ApiError {
  return new ApiError(ServerCode.FORBIDDEN, 'sso.noPermission');
}

/**
 * GET /report/open?code&appCode: the report's address when the caller holds it in the session
 * unit. An unknown code answers 40401; a report they do not hold, of an app the unit has not
 * opened, or without an address (a folder) answers 40301 'No permission to view the page.'.
 */
export async function openReport(
  db: Database,
  session: ActiveSession,
  query: { code: string; appCode?: string },
): Promise<OpenedReport> {
  const filters = [eq(resources.type, 'REPORT'), eq(resources.code, query.code)];
  if (query.appCode) filters.push(eq(resources.appCode, query.appCode));
  const candidates = await db
    .select()
    .from(resources)
    .where(and(...filters));
  if (!candidates.length) throw notFound();
  for (const report of candidates) {
    if (!report.url || !(await isAppOpen(db, session.unit.id, report.appCode))) continue;
    const grants = await resourceGrants(
      db,
      session.user,
      session.unit.id,
      report.appCode,
      'REPORT',
    );
    if (isGranted(grants, report.id)) {
      return { appCode: report.appCode, code: report.code, name: report.name, url: report.url };
    }
  }
  throw noPermission();
}
