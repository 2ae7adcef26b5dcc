import type {
  AuthTreeNode,
  RoleAuthKind,
  RoleDispatchTarget,
  RoleMembers,
  SavedCount,
} from '@portico/sdk/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  departmentRoles,
  departments,
  roleChildren,
  roleDispatches,
  roleMenus,
  roleResources,
  roles,
  units,
  userRoles,
  userUnits,
  users,
} from '../../db/schema';
import { assertUnitInScope, inScope, notFound, type AdminScope } from '../access/admin-access';
import { checkAssignable } from './admin-assignable';
import { guardWrite, invalid } from '../../shared/admin-db';
import { checkOfApp, replaceRoleGrants } from './admin-grants';
import { ownedRole, readableRole } from './admin-roles';
import { appMenus, appResources } from '../access/permissions';
import { buildTree, mapTree } from '../../shared/tree';
import { descendantIds } from '../units/units';

/**
 * Role permissions per app (menu/button, operation-object, report), dispatch to the units below
 * the role's unit (product.md §6 "dispatched to hotels") and assignment to users.
 */

/** The role's child roles, all the way down, with their codes. */
async function descendantsOf(db: Database, roleId: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let frontier = [roleId];
  for (let depth = 0; frontier.length && depth < 16; depth += 1) {
    const rows = await db
      .select({ id: roles.id, code: roles.code })
      .from(roleChildren)
      .innerJoin(roles, eq(roles.id, roleChildren.childRoleId))
      .where(inArray(roleChildren.roleId, frontier));
    frontier = rows.map((r) => r.id).filter((id) => id !== roleId && !found.has(id));
    for (const row of rows) found.set(row.id, row.code);
  }
  found.delete(roleId);
  return found;
}

/** Which role ids grant each node of the app (menus, or resources of a type). */
async function grantsOf(db: Database, roleIds: string[], kind: RoleAuthKind) {
  if (!roleIds.length) return [];
  if (kind === 'menu') {
    return db
      .select({ nodeId: roleMenus.menuId, roleId: roleMenus.roleId })
      .from(roleMenus)
      .where(inArray(roleMenus.roleId, roleIds));
  }
  return db
    .select({ nodeId: roleResources.resourceId, roleId: roleResources.roleId })
    .from(roleResources)
    .where(inArray(roleResources.roleId, roleIds));
}

type TreeRow = Pick<AuthTreeNode, 'id' | 'code' | 'name' | 'kind'> & { parentId: string | null };

/** GET /role/authTree: the app's tree, checked where the role grants, origins its child roles. */
export async function roleAuthTree(
  db: Database,
  scope: AdminScope,
  query: { id: string; appCode: string; kind: RoleAuthKind },
): Promise<AuthTreeNode[]> {
  const role = await readableRole(db, scope, query.id);
  const rows: TreeRow[] =
    query.kind === 'menu'
      ? (await appMenus(db, query.appCode)).map((m) => ({
          id: m.id,
          parentId: m.parentId,
          code: m.identity,
          name: m.title,
          kind: m.kind,
        }))
      : (await appResources(db, query.appCode, query.kind)).map((r) => ({
          id: r.id,
          parentId: r.parentId,
          code: r.code,
          name: r.name,
          kind: r.type,
        }));
  const children = await descendantsOf(db, role.id);
  const grants = await grantsOf(db, [role.id, ...children.keys()], query.kind);
  const own = new Set(grants.filter((g) => g.roleId === role.id).map((g) => g.nodeId));
  const origins = new Map<string, string[]>();
  for (const g of grants) {
    const code = children.get(g.roleId);
    if (code) origins.set(g.nodeId, [...(origins.get(g.nodeId) ?? []), code]);
  }
  return mapTree(buildTree(rows), (r, kids): AuthTreeNode => ({
    id: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind,
    checked: own.has(r.id),
    origins: origins.get(r.id) ?? [],
    children: kids,
  }));
}

/** PUT /role/saveAuth: the role's grants of that kind in that app become `ids`. */
export async function saveRoleAuth(
  db: Database,
  scope: AdminScope,
  input: { id: string; appCode: string; kind: RoleAuthKind; ids: string[] },
): Promise<AuthTreeNode[]> {
  const role = await ownedRole(db, scope, input.id);
  await checkOfApp(db, input.appCode, input.kind, input.ids);
  await guardWrite(() =>
    db.transaction((tx) =>
      replaceRoleGrants(tx, { roleId: role.id, appCode: input.appCode }, input.kind, input.ids),
    ),
  );
  return roleAuthTree(db, scope, { id: role.id, appCode: input.appCode, kind: input.kind });
}

/** GET /role/dispatches: the units below the role's unit in the caller's scope. */
export async function roleDispatchTargets(
  db: Database,
  scope: AdminScope,
  id: string,
): Promise<RoleDispatchTarget[]> {
  const role = await ownedRole(db, scope, id);
  const below = (await descendantIds(db, role.unitId)).filter((u) => inScope(scope, u));
  if (!below.length) return [];
  const rows = await db
    .select()
    .from(units)
    .where(inArray(units.id, below))
    .orderBy(asc(units.code));
  const current = await db
    .select({ unitId: roleDispatches.unitId })
    .from(roleDispatches)
    .where(eq(roleDispatches.roleId, role.id));
  const dispatched = new Set(current.map((d) => d.unitId));
  return rows.map((u) => ({
    unitId: u.id,
    code: u.code,
    descript: u.descript,
    type: u.type,
    dispatched: dispatched.has(u.id),
  }));
}

/**
 * PUT /role/dispatch: the role goes exactly to `unitIds` among the units below it in scope. A unit
 * that loses the role also loses its grants of it (users and departments there).
 */
export async function dispatchRole(
  db: Database,
  scope: AdminScope,
  input: { id: string; unitIds: string[] },
): Promise<RoleDispatchTarget[]> {
  const role = await ownedRole(db, scope, input.id);
  const below = new Set(await descendantIds(db, role.unitId));
  const wanted = [...new Set(input.unitIds)];
  for (const unitId of wanted) {
    assertUnitInScope(scope, unitId);
    if (!below.has(unitId)) throw invalid('adminServer.dispatchInvalid');
  }
  const managed = [...below].filter((u) => inScope(scope, u));
  const dropped = managed.filter((u) => !wanted.includes(u));
  await guardWrite(() =>
    db.transaction(async (tx) => {
      if (managed.length) {
        await tx
          .delete(roleDispatches)
          .where(and(eq(roleDispatches.roleId, role.id), inArray(roleDispatches.unitId, managed)));
      }
      if (wanted.length) {
        await tx
          .insert(roleDispatches)
          .values(wanted.map((unitId) => ({ roleId: role.id, unitId })));
      }
      if (dropped.length) {
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.roleId, role.id), inArray(userRoles.unitId, dropped)));
        const depts = tx
          .select({ id: departments.id })
          .from(departments)
          .where(inArray(departments.unitId, dropped));
        await tx
          .delete(departmentRoles)
          .where(
            and(eq(departmentRoles.roleId, role.id), inArray(departmentRoles.departmentId, depts)),
          );
      }
    }),
  );
  return roleDispatchTargets(db, scope, role.id);
}

/** The unit a role's holders are listed or set in: given and in scope, with the role givable there. */
async function holdingUnit(db: Database, scope: AdminScope, roleId: string, unitId?: string) {
  const role = await readableRole(db, scope, roleId);
  const unit = unitId ?? role.unitId;
  assertUnitInScope(scope, unit);
  await checkAssignable(db, unit, [role.id]);
  return { role, unit };
}

/** GET /role/members: the departments and users holding the role in a unit. */
export async function roleMembers(
  db: Database,
  scope: AdminScope,
  query: { id: string; unitId?: string },
): Promise<RoleMembers> {
  const { role, unit } = await holdingUnit(db, scope, query.id, query.unitId);
  const depts = await db
    .select({ id: departmentRoles.departmentId })
    .from(departmentRoles)
    .innerJoin(departments, eq(departments.id, departmentRoles.departmentId))
    .where(and(eq(departmentRoles.roleId, role.id), eq(departments.unitId, unit)));
  const holders = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.roleId, role.id), eq(userRoles.unitId, unit)));
  return { departmentIds: depts.map((d) => d.id), userIds: holders.map((h) => h.id) };
}

/** PUT /role/assignUsers: the users holding the role in the unit become exactly `userIds`. */
export async function assignRoleUsers(
  db: Database,
  scope: AdminScope,
  input: { id: string; unitId?: string; userIds: string[] },
): Promise<SavedCount> {
  const { role, unit } = await holdingUnit(db, scope, input.id, input.unitId);
  const wanted = [...new Set(input.userIds)];
  if (wanted.length) {
    const own = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.unitId, unit), inArray(users.id, wanted)));
    const related = await db
      .select({ id: userUnits.userId })
      .from(userUnits)
      .where(and(eq(userUnits.unitId, unit), inArray(userUnits.userId, wanted)));
    const members = new Set([...own, ...related].map((r) => r.id));
    if (wanted.some((id) => !members.has(id))) throw notFound();
  }
  await guardWrite(() =>
    db.transaction(async (tx) => {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.roleId, role.id), eq(userRoles.unitId, unit)));
      if (wanted.length) {
        await tx
          .insert(userRoles)
          .values(wanted.map((userId) => ({ userId, unitId: unit, roleId: role.id })));
      }
    }),
  );
  return { saved: wanted.length };
}

/**
 * PUT /role/assignDepartments: the departments holding the role in the unit become exactly
 * `departmentIds`. The unit is the root of its department tree and takes no roles ('Unit cannot
 * be deleted/edited/assigned roles'); a department of another unit is unknown (40401).
 */
export async function assignRoleDepartments(
  db: Database,
  scope: AdminScope,
  input: { id: string; unitId?: string; departmentIds: string[] },
): Promise<SavedCount> {
  const { role, unit } = await holdingUnit(db, scope, input.id, input.unitId);
  const wanted = [...new Set(input.departmentIds)];
  if (wanted.includes(unit)) throw invalid('error.unitCannotAssignRoles');
  if (wanted.length) {
    const found = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.unitId, unit), inArray(departments.id, wanted)));
    if (found.length !== wanted.length) throw notFound();
  }
  await guardWrite(() =>
    db.transaction(async (tx) => {
      const ofUnit = tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.unitId, unit));
      await tx
        .delete(departmentRoles)
        .where(
          and(eq(departmentRoles.roleId, role.id), inArray(departmentRoles.departmentId, ofUnit)),
        );
      if (wanted.length) {
        await tx
          .insert(departmentRoles)
          .values(wanted.map((departmentId) => ({ departmentId, roleId: role.id })));
      }
    }),
  );
  return { saved: wanted.length };
}
