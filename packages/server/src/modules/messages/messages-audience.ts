import { ServerCode } from '@portico/sdk/internal';
import { type MessageAudience, type MessageAudienceRequest } from '@portico/sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departmentRoles, departments, roles, units, userRoles, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { adminScope } from '../access/admin-access';
import type { ActiveSession } from '../session/session';
import { descendantIds } from '../units/units';

/**
 * Who may publish, and to whom a message goes. Whoever administers a unit's users (user–unit
 * isAdmin or isAgentAdmin, the supplier administrator, or a holder of the user screens' menus in
 * the session unit: modules/access/admin-access.ts) publishes to that unit and every unit below it; the
 * platform's administrators to all. Audiences are resolved to user ids at publish time.
 */

/** An audience by codes, as it is kept with the message (ids written by the publisher resolved). */
export type Audience = MessageAudience;
type Reader = Pick<Database, 'select'>;

function invalid(detail: string): ApiError {
  return new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', { detail });
}

/**
 * The units the caller may publish to: those the caller administers, or the session unit's
 * subtree for a holder of the Messages publish menu there (the rule of admin-access.ts, family
 * 'messages'); 40301 for a caller who has neither.
 */
export async function publisherScope(db: Database, session: ActiveSession): Promise<Set<string>> {
  return new Set((await adminScope(db, session, 'messages')).unitIds);
}

/** The units whose published messages the caller may follow: publishers and report readers. */
export async function reportScope(db: Database, session: ActiveSession): Promise<Set<string>> {
  return new Set((await adminScope(db, session, 'messageReports')).unitIds);
}

/** Distinct non-empty values. */
const distinct = (values: (string | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
];

/** Rows found by id; an id without a row is named in a 40001. */
function byIds<R extends { id: string }>(rows: R[], ids: string[], what: string): Map<string, R> {
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw invalid(`audience: unknown ${what} ${missing}`);
  return found;
}

/**
 * The audience by codes: entries given by id (a plain string or `{ userId }`…) are looked up
 * and written as the codes the stored audience and the resolution below use.
 */
export async function audienceByCodes(
  db: Reader,
  audience: MessageAudienceRequest,
): Promise<Audience> {
  const userIds = distinct(audience.users.map((e) => e.userId));
  const departmentIds = distinct(audience.departments.map((e) => e.departmentId));
  const roleIds = distinct(audience.roles.map((e) => e.roleId));
  const unitIds = distinct(audience.units.map((e) => e.unitId));
  const userRows = userIds.length
    ? await db
        .select({ id: users.id, unitCode: units.code, code: users.userCode })
        .from(users)
        .innerJoin(units, eq(units.id, users.unitId))
        .where(inArray(users.id, userIds))
    : [];
  const departmentRows = departmentIds.length
    ? await db
        .select({ id: departments.id, unitCode: units.code, code: departments.code })
        .from(departments)
        .innerJoin(units, eq(units.id, departments.unitId))
        .where(inArray(departments.id, departmentIds))
    : [];
  const roleRows = roleIds.length
    ? await db
        .select({ id: roles.id, unitCode: units.code, code: roles.code })
        .from(roles)
        .innerJoin(units, eq(units.id, roles.unitId))
        .where(inArray(roles.id, roleIds))
    : [];
  const unitRows = unitIds.length
    ? await db
        .select({ id: units.id, code: units.code })
        .from(units)
        .where(inArray(units.id, unitIds))
    : [];
  const userById = byIds(userRows, userIds, 'user');
  const departmentById = byIds(departmentRows, departmentIds, 'department');
  const roleById = byIds(roleRows, roleIds, 'role');
  const unitById = byIds(unitRows, unitIds, 'unit');
  // The schema let through either the id or every code of an entry, so one of them is there.
  const pair = (
    row: { unitCode: string; code: string } | undefined,
    e: { unitCode?: string; code?: string },
  ) => ({ unitCode: row?.unitCode ?? e.unitCode!, code: row?.code ?? e.code! });
  return {
    users: audience.users.map((e) => {
      const row = e.userId ? userById.get(e.userId)! : undefined;
      return row
        ? { unitCode: row.unitCode, userCode: row.code }
        : { unitCode: e.unitCode!, userCode: e.userCode! };
    }),
    departments: audience.departments.map((e) =>
      pair(e.departmentId ? departmentById.get(e.departmentId) : undefined, e),
    ),
    roles: audience.roles.map((e) => pair(e.roleId ? roleById.get(e.roleId) : undefined, e)),
    units: audience.units.map((e) => ({
      unitCode: e.unitId ? unitById.get(e.unitId)!.code : e.unitCode!,
      withSubUnits: e.withSubUnits,
    })),
  };
}

/** Departments below (and including) the given ones, within their units. */
export async function departmentSubtrees(db: Reader, roots: { id: string; unitId: string }[]) {
  const unitIds = [...new Set(roots.map((d) => d.unitId))];
  const all = unitIds.length
    ? await db
        .select({ id: departments.id, parentId: departments.parentId })
        .from(departments)
        .where(inArray(departments.unitId, unitIds))
    : [];
  const found = new Set(roots.map((d) => d.id));
  for (let grew = true; grew;) {
    grew = false;
    for (const d of all) {
      if (d.parentId && found.has(d.parentId) && !found.has(d.id)) {
        found.add(d.id);
        grew = true;
      }
    }
  }
  return [...found];
}

/** The unit rows named by the audience, each checked against the publisher's scope. */
async function unitsOf(db: Reader, audience: Audience, scope: Set<string>) {
  const codes = new Set([
    ...audience.users.map((e) => e.unitCode),
    ...audience.departments.map((e) => e.unitCode),
    ...audience.roles.map((e) => e.unitCode),
    ...audience.units.map((e) => e.unitCode),
  ]);
  const rows = await db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(inArray(units.code, [...codes]));
  const byCode = new Map(rows.map((u) => [u.code, u.id]));
  for (const code of codes) {
    const id = byCode.get(code);
    if (!id) throw invalid(`audience: unknown unit ${code}`);
    // Units outside the publisher's scope are refused, not silently skipped.
    if (!scope.has(id)) {
      throw new ApiError(ServerCode.FORBIDDEN, 'server.audienceOutOfScope', { unit: code });
    }
  }
  return (code: string) => byCode.get(code)!;
}

/** Rows matched by (unit, code) pairs; a pair without a row is named in a 40001. */
function matchPairs<R extends { unitId: string; code: string }>(
  rows: R[],
  wanted: { unitId: string; code: string; label: string }[],
): R[] {
  return wanted.map((w) => {
    const row = rows.find((r) => r.unitId === w.unitId && r.code === w.code);
    if (!row) throw invalid(`audience: unknown ${w.label}`);
    return row;
  });
}

/**
 * The recipients of an audience: distinct users whose home unit is in the publisher's scope and
 * whose receiveMessage flag is on. Departments include the departments below them; roles reach
 * users given the role (in any unit) and users holding it through their department; units reach
 * their users, and with `withSubUnits` the users of the units below.
 */
export async function resolveAudience(
  db: Database,
  audience: Audience,
  scope: Set<string>,
): Promise<string[]> {
  const unitId = await unitsOf(db, audience, scope);
  const userIds = new Set<string>();
  const departmentIds = new Set<string>();
  const homeUnits = new Set<string>();

  if (audience.users.length) {
    const wanted = audience.users.map((e) => ({
      unitId: unitId(e.unitCode),
      code: e.userCode,
      label: `user ${e.unitCode}/${e.userCode}`,
    }));
    const rows = await db
      .select({ id: users.id, unitId: users.unitId, code: users.userCode })
      .from(users)
      .where(inArray(users.userCode, [...new Set(wanted.map((w) => w.code))]));
    for (const row of matchPairs(rows, wanted)) userIds.add(row.id);
  }

  if (audience.departments.length) {
    const wanted = audience.departments.map((e) => ({
      unitId: unitId(e.unitCode),
      code: e.code,
      label: `department ${e.unitCode}/${e.code}`,
    }));
    const rows = await db
      .select({ id: departments.id, unitId: departments.unitId, code: departments.code })
      .from(departments)
      .where(inArray(departments.unitId, [...new Set(wanted.map((w) => w.unitId))]));
    const roots = matchPairs(rows, wanted);
    for (const id of await departmentSubtrees(db, roots)) departmentIds.add(id);
  }

  if (audience.roles.length) {
    const wanted = audience.roles.map((e) => ({
      unitId: unitId(e.unitCode),
      code: e.code,
      label: `role ${e.unitCode}/${e.code}`,
    }));
    const rows = await db
      .select({ id: roles.id, unitId: roles.unitId, code: roles.code })
      .from(roles)
      .where(inArray(roles.unitId, [...new Set(wanted.map((w) => w.unitId))]));
    const roleIds = matchPairs(rows, wanted).map((r) => r.id);
    const given = await db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.roleId, roleIds));
    for (const row of given) userIds.add(row.id);
    const viaDepartment = await db
      .select({ id: users.id })
      .from(departmentRoles)
      .innerJoin(users, eq(users.departmentId, departmentRoles.departmentId))
      .where(and(inArray(departmentRoles.roleId, roleIds), eq(users.useDeptRole, 'T')));
    for (const row of viaDepartment) userIds.add(row.id);
  }

  for (const entry of audience.units) {
    const id = unitId(entry.unitCode);
    homeUnits.add(id);
    if (entry.withSubUnits) for (const below of await descendantIds(db, id)) homeUnits.add(below);
  }

  const conditions = [
    userIds.size ? inArray(users.id, [...userIds]) : null,
    departmentIds.size ? inArray(users.departmentId, [...departmentIds]) : null,
    homeUnits.size ? inArray(users.unitId, [...homeUnits]) : null,
  ].filter((c) => c !== null);
  const found = new Set<string>();
  for (const condition of conditions) {
    const rows = await db
      .select({ id: users.id, unitId: users.unitId })
      .from(users)
      .where(and(condition, eq(users.receiveMessage, 'T')));
    for (const row of rows) if (scope.has(row.unitId)) found.add(row.id);
  }
  return [...found];
}
