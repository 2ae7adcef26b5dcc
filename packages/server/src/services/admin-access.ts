import { ServerCode, type MessageKey } from '@portico/sdk';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { menus, units, userUnits } from '../db/schema';
import { requireAdminApp } from './app-scope';
import { ApiError } from './errors';
import { isGranted, menuGrants } from './permissions';
import type { ActiveSession, UnitRow } from './session';
import { descendantIds } from './units';

/**
 * Authorization of the administration calls (issue 4 item 5, product.md §6). The rule:
 *
 * - A caller administers a unit's subtree when the user–unit relation marks them `isAdmin` or
 *   `isAgentAdmin` of that unit (a group's administrators manage its hotels), when they are the
 *   supplier administrator of their supplier unit (users.isSupplierAdmin), or when they hold,
 *   in the session unit, a UC menu of the family's screens (through roles or direct grants): then
 *   the session unit's subtree. The platform (the unit without a parent) is a subtree like any
 *   other, so its administrators manage every unit.
 * - No subtree at all: 40301 'No permission'. A record outside every subtree answers 40401,
 *   exactly as an unknown id does, so other units' ids cannot be probed.
 */
export type AdminFamily =
  | 'units'
  | 'unitApps'
  | 'parameters'
  | 'departments'
  | 'users'
  | 'roles'
  | 'loginLogs'
  | 'security'
  | 'styles'
  | 'apps'
  | 'reports'
  | 'tags'
  | 'config'
  | 'translations';

/** The UC menus (product.md §2.5 routes) whose holders may use each family's calls. */
export const FAMILY_MENUS: Record<AdminFamily, readonly string[]> = {
  units: ['UC_UNIT_LIST'],
  unitApps: ['UC_UNIT_LIST', 'UC_OPEN_LIST'],
  parameters: ['UC_UNIT_LIST', 'UC_PARAMETER_CONFIG'],
  departments: ['UC_MANAGE_UNIT', 'UC_ADMIN_DEPARTS'],
  users: ['UC_USER_LIST', 'UC_UNIT_USER_LIST'],
  roles: ['UC_ROLE_LIST', 'UC_ADMIN_ROLES'],
  loginLogs: ['UC_LOGIN_LOG', 'UC_ADMIN_LOGIN_LOG'],
  security: ['UC_IP_WHITE', 'UC_SMS', 'UC_LOCK_SCREEN', 'UC_REPEAT_LOGIN', 'UC_LOGIN_LIMIT'],
  styles: ['UC_STYLE_FILE', 'UC_STYLE_HTML', 'UC_STYLE_CSS', 'UC_STYLE_JAVASCRIPT', 'UC_STYLE_VUE'],
  apps: [
    'UC_APPLY_LIST',
    'UC_OPEN_LIST',
    'UC_OPEN_TASKS',
    'UC_RESOURCE_LIST',
    'UC_VERIFICATION',
    'UC_APP_LINKS',
  ],
  // The report centre is an administrator's screen; the UC_REPORTS menu (My Reports) is not.
  reports: ['UC_APPLY_LIST', 'UC_RESOURCE_LIST', 'UC_REPORT_CENTRE_ALL'],
  tags: ['UC_UNIT_LIST', 'UC_USER_LIST', 'UC_UNIT_USER_LIST'],
  config: ['UC_DOMAIN_LIST', 'UC_PROJECT_CONFIG', 'UC_PARAMETER_CONFIG', 'UC_BRANDS'],
  // The translations screen; writing platform-wide text also needs the translator permission.
  translations: ['UC_KV_TRANSLATIONS'],
};

export interface AdminScope {
  session: ActiveSession;
  /** The caller administers the platform (a unit without a parent): every unit. */
  platform: boolean;
  /** Every unit the caller administers. */
  unitIds: ReadonlySet<string>;
}

export function forbidden(): ApiError {
  return new ApiError(ServerCode.FORBIDDEN, 'server.forbidden');
}

/** Out of scope and unknown answer alike (see the rule above). */
export function notFound(key: MessageKey = 'server.notFound'): ApiError {
  return new ApiError(ServerCode.NOT_FOUND, key);
}

async function holdsFamilyMenu(db: Database, session: ActiveSession, family: AdminFamily) {
  const identities = FAMILY_MENUS[family];
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, 'UC'), inArray(menus.identity, [...identities])));
  if (!rows.length) return false;
  const grants = await menuGrants(db, session.user, session.unit.id, 'UC');
  return rows.some((r) => isGranted(grants, r.id));
}

/** The caller's scope for one family of calls; 40301 when the caller administers nothing. */
export async function adminScope(
  db: Database,
  session: ActiveSession,
  family: AdminFamily,
): Promise<AdminScope> {
  requireAdminApp(session);
  const relations = await db
    .select({ unitId: userUnits.unitId })
    .from(userUnits)
    .where(
      and(
        eq(userUnits.userId, session.user.id),
        or(eq(userUnits.isAdmin, 'T'), eq(userUnits.isAgentAdmin, 'T')),
      ),
    );
  const roots = new Set(relations.map((r) => r.unitId));
  // Supplier administrators (product.md §6) administer their supplier unit.
  if (session.user.isSupplierAdmin === 'T') {
    const [home] = await db.select().from(units).where(eq(units.id, session.user.unitId));
    if (home?.type === 'SUPPLI') roots.add(home.id);
  }
  if (!roots.has(session.unit.id) && (await holdsFamilyMenu(db, session, family))) {
    roots.add(session.unit.id);
  }
  if (!roots.size) throw forbidden();
  const rootRows = await db
    .select({ id: units.id, parentId: units.parentId })
    .from(units)
    .where(inArray(units.id, [...roots]));
  const unitIds = new Set<string>();
  for (const root of rootRows) {
    unitIds.add(root.id);
    for (const id of await descendantIds(db, root.id)) unitIds.add(id);
  }
  return { session, platform: rootRows.some((r) => r.parentId === null), unitIds };
}

export function inScope(scope: AdminScope, unitId: string | null | undefined): boolean {
  return !!unitId && (scope.platform || scope.unitIds.has(unitId));
}

/** A unit's data (departments, users, roles, settings…) is the caller's to read and change. */
export function assertUnitInScope(scope: AdminScope, unitId: string | null | undefined): void {
  if (!inScope(scope, unitId)) throw notFound();
}

/**
 * The unit record itself (its code, type, parent, apps) belongs to the administrators above it:
 * a hotel administrator manages the hotel's data, not whether the hotel exists.
 */
export function canChangeUnitRecord(scope: AdminScope, unit: UnitRow): boolean {
  return unit.parentId === null ? scope.platform : inScope(scope, unit.parentId);
}

/** Calls about every unit at once (the admin login log): platform administrators only. */
export function assertPlatform(scope: AdminScope): void {
  if (!scope.platform) throw forbidden();
}

/** The ids of a scope for a query filter; null when every unit is in scope. */
export function scopeFilterIds(scope: AdminScope): string[] | null {
  return scope.platform ? null : [...scope.unitIds];
}
