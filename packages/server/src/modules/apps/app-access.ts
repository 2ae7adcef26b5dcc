import { type LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import {
  type CasGrant,
  type ResourceDiagnosis,
  type ResourceType,
  type TypedResource,
} from '@portico/sdk/contract';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menus, resources, userUnits, users } from '../../db/schema';
import { assertUnitInScope, notFound, type AdminScope } from '../access/admin-access';
import { isAppOpen, listUnitApps } from './apps';
import { ApiError } from '../../shared/errors';
import { pmsToken } from './launch';
import { buildLoginResult } from '../sso/login-result';
import { isGranted, menuGrants, resourceGrants, type Grants } from '../access/permissions';
import { findActiveSession, type ActiveSession, type UserRow } from '../session/session';
import { likePattern } from '../self/user-info';
import { unitByCode } from '../units/units';

/**
 * Application calls of api-contract.md §7.6 with unshown payloads (README "Routes"): CAS
 * granting, iHotel's selectHotel, resources by type and the resource diagnosis.
 */

/**
 * GET /api/authz/cas/granting: the launcher's apps with an address; a ticket's `service` must be
 * of the app's origin (`origin`, this server's, for the apps it serves under a relative href).
 */
export async function casGrants(
  db: Database,
  session: ActiveSession,
  origin: string,
): Promise<CasGrant[]> {
  const opened = await listUnitApps(db, session.unit.id, { launcher: true });
  const grants: CasGrant[] = [];
  for (const app of opened) {
    if (!app.href) continue;
    let service: string;
    try {
      service = new URL(app.href, origin).origin;
    } catch {
      continue; // An address that is no URL grants nothing.
    }
    grants.push({ appCode: app.code, descript: app.descript, service });
  }
  return grants;
}

/**
 * POST /pms/selectHotel: the app opened in one of the caller's hotels (/pms/listHotels): a new
 * app session of the caller's family there, answered as a login result.
 */
export async function selectHotel(
  db: Database,
  session: ActiveSession,
  input: { unitCode: string; appCode: string },
  ip?: string,
): Promise<LoginResult> {
  const hotel = await unitByCode(db, input.unitCode);
  if (!hotel || hotel.type !== 'HOTEL') {
    throw new ApiError(UcCode.UNIT_NOT_ALLOWED, 'serverAdmin.unitNotAllowed');
  }
  const token = await pmsToken(db, session, input, ip);
  const opened = await findActiveSession(db, token);
  if (!opened) throw new ApiError(UcCode.UNIT_NOT_ALLOWED, 'serverAdmin.unitNotAllowed');
  return buildLoginResult(db, {
    user: opened.user,
    unit: opened.unit,
    token,
    appCode: input.appCode,
  });
}

/** GET /{type}/resource?name&appCode: what the caller holds in the session unit. */
export async function typedResources(
  db: Database,
  session: ActiveSession,
  type: ResourceType,
  query: { name?: string; appCode?: string },
): Promise<TypedResource[]> {
  const { user, unit } = session;
  const appCodes = query.appCode
    ? (await isAppOpen(db, unit.id, query.appCode))
      ? [query.appCode]
      : []
    : (await listUnitApps(db, unit.id)).map((a) => a.code);
  if (!appCodes.length) return [];
  const pattern = query.name ? likePattern(query.name) : null;
  const found: TypedResource[] = [];
  if (type === 'menu') {
    const match = pattern ? or(ilike(menus.name, pattern), ilike(menus.title, pattern)) : undefined;
    const rows = await db
      .select()
      .from(menus)
      .where(and(inArray(menus.appCode, appCodes), match))
      .orderBy(asc(menus.appCode), asc(menus.sort), asc(menus.identity));
    const grants = new Map<string, Grants>();
    for (const appCode of appCodes)
      grants.set(appCode, await menuGrants(db, user, unit.id, appCode));
    for (const m of rows) {
      if (!isGranted(grants.get(m.appCode)!, m.id)) continue;
      const url = m.path ?? m.link;
      found.push({ type, appCode: m.appCode, identity: m.identity, name: m.name, url });
    }
    return found;
  }
  const kind = type === 'report' ? 'REPORT' : 'OPERATION';
  const match = pattern ? ilike(resources.name, pattern) : undefined;
  const rows = await db
    .select()
    .from(resources)
    .where(and(inArray(resources.appCode, appCodes), eq(resources.type, kind), match))
    .orderBy(asc(resources.appCode), asc(resources.sort), asc(resources.code));
  const grants = new Map<string, Grants>();
  for (const appCode of appCodes) {
    grants.set(appCode, await resourceGrants(db, user, unit.id, appCode, kind));
  }
  for (const r of rows) {
    if (!isGranted(grants.get(r.appCode)!, r.id)) continue;
    found.push({ type, appCode: r.appCode, identity: r.code, name: r.name, url: r.url });
  }
  return found;
}

/** The user `userCode` working in the unit: its own user, else one who may sign in to it. */
async function userInUnit(db: Database, unitId: string, userCode: string): Promise<UserRow> {
  const [own] = await db
    .select()
    .from(users)
    .where(and(eq(users.unitId, unitId), eq(users.userCode, userCode)));
  if (own) return own;
  const [related] = await db
    .select({ user: users })
    .from(userUnits)
    .innerJoin(users, eq(users.id, userUnits.userId))
    .where(and(eq(userUnits.unitId, unitId), eq(users.userCode, userCode)))
    .limit(1);
  if (!related) throw notFound();
  return related.user;
}

/**
 * GET /resource/diagnosis?resourceId&unitCode&userCode (/apply/verification): whether the user
 * (of the unit, or one who may sign in to it) holds the menu or resource there, and which roles
 * or direct grants give it. An administration call: the unit must be in the caller's scope.
 */
export async function diagnoseResource(
  db: Database,
  scope: AdminScope,
  query: { resourceId: string; unitCode: string; userCode: string },
): Promise<ResourceDiagnosis> {
  const unit = await unitByCode(db, query.unitCode);
  if (!unit) throw notFound();
  assertUnitInScope(scope, unit.id);
  const user = await userInUnit(db, unit.id, query.userCode);
  const [menu] = await db.select().from(menus).where(eq(menus.id, query.resourceId));
  const [other] = menu
    ? []
    : await db.select().from(resources).where(eq(resources.id, query.resourceId));
  const resource = menu
    ? { id: menu.id, kind: 'menu' as const, appCode: menu.appCode, identity: menu.identity }
    : other
      ? { id: other.id, kind: other.type, appCode: other.appCode, identity: other.code }
      : null;
  if (!resource) throw notFound();
  const grants =
    resource.kind === 'menu'
      ? await menuGrants(db, user, unit.id, resource.appCode)
      : await resourceGrants(db, user, unit.id, resource.appCode, resource.kind);
  const appOpen = await isAppOpen(db, unit.id, resource.appCode);
  const viaRoles = (grants.viaRoles.get(resource.id) ?? []).map((code) => ({
    via: 'role' as const,
    code,
  }));
  const direct = grants.direct.has(resource.id)
    ? [{ via: 'user' as const, code: user.userCode }]
    : [];
  return {
    resource: { ...resource, name: menu?.name ?? other?.name ?? '' },
    granted: appOpen && user.status === 'enabled' && isGranted(grants, resource.id),
    appOpen,
    userEnabled: user.status === 'enabled' ? 'T' : 'F',
    grants: [...viaRoles, ...direct],
  };
}
