import type { PagedResult } from '@portico/sdk';
import type {
  AdminRole,
  roleAddSchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '@portico/sdk/contract';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  departmentRoles,
  roleChildren,
  roleDispatches,
  roleMenus,
  roleResources,
  roles,
  units,
  userRoles,
} from '../../db/schema';
import { inScope, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { visibleUnit } from '../units/admin-units';
import { likePattern } from '../self/user-info';

/** Roles (product.md §2.5 /role/admin-roles, /role/roleList; §3 "Role": code, descript, order…). */

export type RoleRow = typeof roles.$inferSelect;

/** A role the caller may change: owned by a unit of the scope. */
export async function ownedRole(db: Database, scope: AdminScope, id: string): Promise<RoleRow> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role || !inScope(scope, role.unitId)) throw notFound();
  return role;
}

/** A role the caller may see: owned by, or dispatched to, a unit of the scope. */
export async function readableRole(db: Database, scope: AdminScope, id: string): Promise<RoleRow> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (role && inScope(scope, role.unitId)) return role;
  if (role) {
    const targets = await db
      .select({ unitId: roleDispatches.unitId })
      .from(roleDispatches)
      .where(eq(roleDispatches.roleId, role.id));
    if (targets.some((t) => inScope(scope, t.unitId))) return role;
  }
  throw notFound();
}

async function toAdminRoles(db: Database, rows: RoleRow[], listedUnit?: string) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const children = await db.select().from(roleChildren).where(inArray(roleChildren.roleId, ids));
  const holders = await db
    .select({
      id: userRoles.roleId,
      n: sql<number>`count(distinct ${userRoles.userId})`.mapWith(Number),
    })
    .from(userRoles)
    .where(inArray(userRoles.roleId, ids))
    .groupBy(userRoles.roleId);
  const owners = await db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(inArray(units.id, [...new Set(rows.map((r) => r.unitId))]));
  const codeOf = new Map(owners.map((u) => [u.id, u.code]));
  const held = new Map(holders.map((h) => [h.id, h.n]));
  return rows.map((role): AdminRole => ({
    id: role.id,
    code: role.code,
    descript: role.descript,
    sort: role.sort,
    roleGroup: role.roleGroup,
    isTemplate: role.isTemplate,
    unitId: role.unitId,
    unitCode: codeOf.get(role.unitId) ?? '',
    dispatched: listedUnit !== undefined && role.unitId !== listedUnit,
    childRoleIds: children.filter((c) => c.roleId === role.id).map((c) => c.childRoleId),
    userCount: held.get(role.id) ?? 0,
  }));
}

/** GET /role/list: a unit's roles, and those dispatched to it (read-only there). */
export async function listRoles(
  db: Database,
  scope: AdminScope,
  /** null: the roles of every unit in the caller's scope, each listed in its own unit. */
  unitId: string | null,
  query: z.output<typeof roleListQuerySchema>,
): Promise<PagedResult<AdminRole>> {
  const unit = unitId === null ? null : await visibleUnit(db, scope, unitId);
  const filters: (SQL | undefined)[] = [];
  if (unit) {
    const dispatched = db
      .select({ id: roleDispatches.roleId })
      .from(roleDispatches)
      .where(eq(roleDispatches.unitId, unit.id));
    filters.push(
      query.includeDispatched
        ? or(eq(roles.unitId, unit.id), inArray(roles.id, dispatched))
        : eq(roles.unitId, unit.id),
    );
  } else if (!scope.platform) {
    filters.push(inArray(roles.unitId, [...scope.unitIds]));
  }
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(ilike(roles.code, pattern), ilike(roles.descript, pattern)));
  }
  if (query.roleGroup) filters.push(eq(roles.roleGroup, query.roleGroup));
  if (query.isTemplate) filters.push(eq(roles.isTemplate, query.isTemplate));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(roles).where(where);
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(asc(roles.sort), asc(roles.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return {
    datas: await toAdminRoles(db, rows, unit?.id),
    totalRows: total?.n ?? 0,
    statistic: null,
  };
}

export async function roleDetail(db: Database, scope: AdminScope, id: string): Promise<AdminRole> {
  const role = await readableRole(db, scope, id);
  return (await toAdminRoles(db, [role]))[0]!;
}

/** Child roles: other roles of the same unit, and none that already includes `roleId`. */
async function checkChildren(db: Database, unitId: string, roleId: string | null, ids: string[]) {
  if (!ids.length) return;
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.unitId, unitId), inArray(roles.id, ids)));
  if (found.length !== ids.length || (roleId && ids.includes(roleId))) {
    throw invalid('adminServer.childRoleInvalid');
  }
  if (!roleId) return;
  // Walk down from the new children: meeting the role again would close a cycle.
  let frontier = ids;
  for (let depth = 0; frontier.length && depth < 16; depth += 1) {
    const rows = await db
      .select({ id: roleChildren.childRoleId })
      .from(roleChildren)
      .where(inArray(roleChildren.roleId, frontier));
    frontier = rows.map((r) => r.id);
    if (frontier.includes(roleId)) throw invalid('adminServer.childRoleInvalid');
  }
}

async function codeTaken(db: Database, unitId: string, code: string, except?: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.unitId, unitId), eq(roles.code, code)));
  return row !== undefined && row.id !== except;
}

type RoleFields = Omit<z.output<typeof roleAddSchema>, 'unitId' | 'templateId'>;

/** A template the unit may start a role from: its own, or dispatched to it (product.md §6). */
async function usableTemplate(db: Database, unitId: string, templateId: string): Promise<RoleRow> {
  const [template] = await db.select().from(roles).where(eq(roles.id, templateId));
  if (template?.isTemplate === 'T') {
    if (template.unitId === unitId) return template;
    const [dispatch] = await db
      .select({ unitId: roleDispatches.unitId })
      .from(roleDispatches)
      .where(and(eq(roleDispatches.roleId, template.id), eq(roleDispatches.unitId, unitId)));
    if (dispatch) return template;
  }
  throw invalid('roleAdmin.templateInvalid');
}

/** The template's menu and resource grants, given to the new role in the same transaction. */
async function copyGrants(
  tx: Pick<Database, 'select' | 'insert'>,
  templateId: string,
  roleId: string,
) {
  const menuRows = await tx
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, templateId));
  if (menuRows.length) await tx.insert(roleMenus).values(menuRows.map((r) => ({ roleId, ...r })));
  const resourceRows = await tx
    .select({ resourceId: roleResources.resourceId })
    .from(roleResources)
    .where(eq(roleResources.roleId, templateId));
  if (resourceRows.length) {
    await tx.insert(roleResources).values(resourceRows.map((r) => ({ roleId, ...r })));
  }
}

async function writeChildren(
  tx: Pick<Database, 'insert' | 'delete'>,
  roleId: string,
  ids: string[],
) {
  await tx.delete(roleChildren).where(eq(roleChildren.roleId, roleId));
  if (ids.length)
    await tx.insert(roleChildren).values(ids.map((childRoleId) => ({ roleId, childRoleId })));
}

async function saveRole(
  db: Database,
  scope: AdminScope,
  unitId: string,
  input: RoleFields,
  existing: RoleRow | null,
  template: RoleRow | null = null,
): Promise<AdminRole> {
  if (await codeTaken(db, unitId, input.code, existing?.id))
    throw invalid('adminServer.roleCodeExists');
  const childIds = input.childRoleIds ? [...new Set(input.childRoleIds)] : undefined;
  if (childIds) await checkChildren(db, unitId, existing?.id ?? null, childIds);
  const values = {
    code: input.code,
    descript: input.descript,
    sort: input.sort ?? existing?.sort ?? 0,
    roleGroup: input.roleGroup ?? existing?.roleGroup ?? null,
    isTemplate: input.isTemplate ?? existing?.isTemplate ?? 'F',
  };
  const id = await guardWrite(
    () =>
      db.transaction(async (tx) => {
        const [row] = existing
          ? await tx.update(roles).set(values).where(eq(roles.id, existing.id)).returning()
          : await tx
              .insert(roles)
              .values({ unitId, ...values })
              .returning();
        if (childIds) await writeChildren(tx, row!.id, childIds);
        if (template) await copyGrants(tx, template.id, row!.id);
        return row!.id;
      }),
    'adminServer.roleCodeExists',
  );
  return roleDetail(db, scope, id);
}

/**
 * POST /role/add: code and description by the shared rule, unique within the unit; from a
 * template, with the template's permissions (not its holders, nor its template mark).
 */
export async function addRole(
  db: Database,
  scope: AdminScope,
  input: z.output<typeof roleAddSchema>,
) {
  const unit = await visibleUnit(db, scope, input.unitId ?? scope.session.unit.id);
  const template = input.templateId ? await usableTemplate(db, unit.id, input.templateId) : null;
  return saveRole(db, scope, unit.id, input, null, template);
}

/** PUT /role/update: a role the caller's scope owns (a dispatched role is not theirs to edit). */
export async function updateRole(
  db: Database,
  scope: AdminScope,
  input: z.output<typeof roleUpdateSchema>,
) {
  const role = await ownedRole(db, scope, input.id);
  return saveRole(db, scope, role.unitId, input, role);
}

/** POST /role/delete: refused while users, departments or other roles use it. */
export async function deleteRole(db: Database, scope: AdminScope, id: string): Promise<void> {
  const role = await ownedRole(db, scope, id);
  await guardWrite(() =>
    db.transaction(async (tx) => {
      const [users] = await tx
        .select({ n: count() })
        .from(userRoles)
        .where(eq(userRoles.roleId, role.id));
      const [depts] = await tx
        .select({ n: count() })
        .from(departmentRoles)
        .where(eq(departmentRoles.roleId, role.id));
      const [parents] = await tx
        .select({ n: count() })
        .from(roleChildren)
        .where(eq(roleChildren.childRoleId, role.id));
      if (users!.n + depts!.n + parents!.n > 0) throw invalid('adminServer.roleInUse');
      await tx.delete(roles).where(eq(roles.id, role.id));
    }),
  );
}
