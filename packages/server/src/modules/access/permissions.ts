import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  departmentRoles,
  menus,
  resources,
  roleChildren,
  roleMenus,
  roleResources,
  roles,
  userMenus,
  userResources,
  userRoles,
} from '../../db/schema';
import type { UserRow } from '../session/session';
import { isPlatformUser } from '../units/units';

/** Child roles nest; deeper chains than this are a data error. */
const MAX_ROLE_DEPTH = 8;

export interface HeldRole {
  id: string;
  code: string;
}

/**
 * The roles a user holds in a unit (product.md §6): given in that unit, of the user's department
 * when the use-department-role flag is on (home unit only), and their child roles. Users of the
 * top-level platform unit administer every unit (they switch among all managed units), so in a
 * unit they switched to they also hold the roles given in their home unit.
 */
export async function rolesOf(db: Database, user: UserRow, unitId: string): Promise<HeldRole[]> {
  const givenIn = [unitId];
  if (unitId !== user.unitId && (await isPlatformUser(db, user))) givenIn.push(user.unitId);
  const direct = await db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, user.id), inArray(userRoles.unitId, givenIn)));
  const ids = new Set(direct.map((r) => r.id));
  if (user.useDeptRole === 'T' && user.departmentId && unitId === user.unitId) {
    const viaDept = await db
      .select({ id: departmentRoles.roleId })
      .from(departmentRoles)
      .where(eq(departmentRoles.departmentId, user.departmentId));
    for (const r of viaDept) ids.add(r.id);
  }
  let frontier = [...ids];
  for (let depth = 0; frontier.length && depth < MAX_ROLE_DEPTH; depth += 1) {
    const rows = await db
      .select({ id: roleChildren.childRoleId })
      .from(roleChildren)
      .where(inArray(roleChildren.roleId, frontier));
    frontier = rows.map((r) => r.id).filter((id) => !ids.has(id));
    for (const id of frontier) ids.add(id);
  }
  if (!ids.size) return [];
  return db
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
}

/** Who grants what: ids granted to the user directly, and ids → codes of the roles granting them. */
export interface Grants {
  direct: Set<string>;
  viaRoles: Map<string, string[]>;
}

export function isGranted(grants: Grants, id: string): boolean {
  return grants.direct.has(id) || grants.viaRoles.has(id);
}

function collect(direct: { id: string }[], viaRoles: { id: string; role: string }[]): Grants {
  const grants: Grants = { direct: new Set(direct.map((r) => r.id)), viaRoles: new Map() };
  for (const { id, role } of viaRoles) {
    const list = grants.viaRoles.get(id) ?? [];
    if (!list.includes(role)) list.push(role);
    grants.viaRoles.set(id, list);
  }
  return grants;
}

/** Menus and buttons of an app granted to the user in a unit. */
export async function menuGrants(
  db: Database,
  user: UserRow,
  unitId: string,
  appCode: string,
): Promise<Grants> {
  const held = await rolesOf(db, user, unitId);
  const roleCode = new Map(held.map((r) => [r.id, r.code]));
  const viaRoles = held.length
    ? await db
        .select({ id: roleMenus.menuId, roleId: roleMenus.roleId })
        .from(roleMenus)
        .innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(and(inArray(roleMenus.roleId, [...roleCode.keys()]), eq(menus.appCode, appCode)))
    : [];
  const direct = await db
    .select({ id: userMenus.menuId })
    .from(userMenus)
    .innerJoin(menus, eq(menus.id, userMenus.menuId))
    .where(
      and(eq(userMenus.userId, user.id), eq(userMenus.unitId, unitId), eq(menus.appCode, appCode)),
    );
  return collect(
    direct,
    viaRoles.map((r) => ({ id: r.id, role: roleCode.get(r.roleId)! })),
  );
}

export type ResourceType = 'OPERATION' | 'REPORT';

/** Operation objects or reports of an app granted to the user in a unit. */
export async function resourceGrants(
  db: Database,
  user: UserRow,
  unitId: string,
  appCode: string,
  type: ResourceType,
): Promise<Grants> {
  const held = await rolesOf(db, user, unitId);
  const roleCode = new Map(held.map((r) => [r.id, r.code]));
  const ofApp = and(eq(resources.appCode, appCode), eq(resources.type, type));
  const viaRoles = held.length
    ? await db
        .select({ id: roleResources.resourceId, roleId: roleResources.roleId })
        .from(roleResources)
        .innerJoin(resources, eq(resources.id, roleResources.resourceId))
        .where(and(inArray(roleResources.roleId, [...roleCode.keys()]), ofApp))
    : [];
  const direct = await db
    .select({ id: userResources.resourceId })
    .from(userResources)
    .innerJoin(resources, eq(resources.id, userResources.resourceId))
    .where(and(eq(userResources.userId, user.id), eq(userResources.unitId, unitId), ofApp));
  return collect(
    direct,
    viaRoles.map((r) => ({ id: r.id, role: roleCode.get(r.roleId)! })),
  );
}

/** Whether the user holds one resource (e.g. the translator permission) in a unit. */
export async function hasResource(
  db: Database,
  user: UserRow,
  unitId: string,
  appCode: string,
  type: ResourceType,
  code: string,
): Promise<boolean> {
  const [resource] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.appCode, appCode), eq(resources.type, type), eq(resources.code, code)))
    .limit(1);
  if (!resource) return false;
  return isGranted(await resourceGrants(db, user, unitId, appCode, type), resource.id);
}

export async function appMenus(db: Database, appCode: string) {
  return db
    .select()
    .from(menus)
    .where(eq(menus.appCode, appCode))
    .orderBy(asc(menus.sort), asc(menus.identity));
}

export async function appResources(db: Database, appCode: string, type: ResourceType) {
  return db
    .select()
    .from(resources)
    .where(and(eq(resources.appCode, appCode), eq(resources.type, type)))
    .orderBy(asc(resources.sort), asc(resources.code));
}
