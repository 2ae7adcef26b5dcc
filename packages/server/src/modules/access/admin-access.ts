import { type CallFamily, familyMenus } from '@portico/sdk/contract';
import { type MessageKey } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { menus } from '../../db/schema';
import { requireAdminApp } from '../session/app-scope';
import { ApiError } from '../../shared/errors';
import { isGranted, menuGrants } from './permissions';
import type { ActiveSession, UnitRow } from '../session/session';
import { sessionNodeOf } from '../session/session-sync';
import { MAX_UNIT_DEPTH } from '../units/units';

/**
 * Authorization of the administration calls (product.md §6). The rule:
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
/** The families are declared once, with the calls (`@portico/sdk/contract`). */
export type AdminFamily = CallFamily;

/**
 * The UC menus whose holders may use each family's calls: the menus that open a screen using the
 * family (`ADMIN_SCREENS` of `@portico/sdk/contract`, the table the console's gate reads too).
 */
export const FAMILY_MENUS: Record<AdminFamily, readonly string[]> = familyMenus();

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

/**
 * The units a caller administers, in one round trip: the roots (units the user–unit relation
 * makes them administrator or agent administrator of, their supplier unit, `extraRoot`) and
 * every unit below them, walked by a recursive CTE down to MAX_UNIT_DEPTH (a cycle in the data
 * cannot loop). Prepared once per database (db/prepared.ts).
 */
const scopeTree = preparedPer((db) => {
  const userId = sql.placeholder('userId');
  const supplierUnitId = sql.placeholder('supplierUnitId');
  const extraRoot = sql.placeholder('extraRoot');
  return db
    .select({
      id: sql<string>`t.id`,
      root: sql<boolean>`t.root`,
      platform: sql<boolean>`t.platform`,
    })
    .from(
      sql`(
        with recursive roots(id) as (
          select unit_id from user_units
            where user_id = ${userId}::uuid and (is_admin = 'T' or is_agent_admin = 'T')
          union select id from units where id = ${supplierUnitId}::uuid and type = 'SUPPLI'
          union select id from units where id = ${extraRoot}::uuid
        ), tree(id, parent_id, root, depth) as (
          select u.id, u.parent_id, true, 0 from units u join roots r on r.id = u.id
          union all
          select c.id, c.parent_id, false, t.depth + 1
            from units c join tree t on c.parent_id = t.id
            where t.depth < ${MAX_UNIT_DEPTH}
        )
        select id, bool_or(root) as root, bool_or(root and parent_id is null) as platform
          from tree group by id
      ) as t`,
    )
    .prepare('portico_admin_scope_tree');
});

function scopeOfRows(rows: { id: string; root: boolean; platform: boolean }[]) {
  return { platform: rows.some((r) => r.platform), unitIds: new Set(rows.map((r) => r.id)) };
}

/**
 * The caller's scope for one family of calls; 40301 when the caller administers nothing. This
 * node's session cache keeps it per session and family (session-cache.ts) while it may answer
 * at all: every administration write empties every node's cache before it answers.
 */
export async function adminScope(
  db: Database,
  session: ActiveSession,
  family: AdminFamily,
): Promise<AdminScope> {
  requireAdminApp(session);
  const node = sessionNodeOf(db);
  const key = `${session.sessionId} ${family}`;
  const cached = node?.usable() ? node.cache.scope(key) : undefined;
  if (cached) return { session, ...cached };
  const epoch = node?.cache.epoch() ?? 0;
  const readAt = Date.now();
  const scope = await readScope(db, session, family);
  node?.cache.setScope(key, scope, epoch, readAt);
  return { session, ...scope };
}

async function readScope(db: Database, session: ActiveSession, family: AdminFamily) {
  const { user, unit } = session;
  const rows = await scopeTree(db).execute({
    userId: user.id,
    // Supplier administrators (product.md §6) administer their supplier unit.
    supplierUnitId: user.isSupplierAdmin === 'T' ? user.unitId : null,
    extraRoot: null,
  });
  if (
    !rows.some((r) => r.root && r.id === unit.id) &&
    (await holdsFamilyMenu(db, session, family))
  ) {
    rows.push(
      ...(await scopeTree(db).execute({ userId: null, supplierUnitId: null, extraRoot: unit.id })),
    );
  }
  if (!rows.length) throw forbidden();
  return scopeOfRows(rows);
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
