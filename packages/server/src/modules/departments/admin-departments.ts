import type { ServiceOf } from '../../http/mount-call';
import type {
  AdminDepartment,
  AssignableRole,
  DEPARTMENT_CALLS,
  DepartmentNode,
} from '@portico/sdk/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departmentRoles, departments, users } from '../../db/schema';
import { inScope, notFound, type AdminScope } from '../access/admin-access';
import { assignableRoles, checkAssignable } from '../roles/admin-assignable';
import { guardWrite, invalid } from '../../shared/admin-db';
import { visibleUnit } from '../units/admin-units';
import { buildTree, mapTree, withAncestors } from '../../shared/tree';
import { unitById } from '../units/units';

/**
 * Departments (product.md §2.5 /unit/admin-departs, /unit/manageUnit; §3 "Department"). The
 * root 'all departments' is the unit: its id in a department call is refused with 'Unit cannot
 * be edited / deleted / assigned roles' (api-contract.md §8).
 */
type DepartmentRow = typeof departments.$inferSelect;
type UnitRefusal =
  'error.unitCannotEdit' | 'error.unitCannotDelete' | 'error.unitCannotAssignRoles';

/** A department of the caller's scope; a unit's id (the root) gets `unitRefusal`. */
async function visibleDepartment(
  db: Database,
  scope: AdminScope,
  id: string,
  unitRefusal: UnitRefusal,
): Promise<DepartmentRow> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (row && inScope(scope, row.unitId)) return row;
  const unit = row ? null : await unitById(db, id);
  if (unit && inScope(scope, unit.id)) throw invalid(unitRefusal);
  throw notFound();
}

/** GET /depart/tree?unitId: the unit as root, its departments below, with user counts. */
export async function departmentTree(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<DepartmentNode> {
  const unit = await visibleUnit(db, scope, unitId);
  // Only the columns a node shows: reading rows out of the database is most of this call's time
  // on a 10,000-department unit, and each column more (a timestamp above all) costs (bench/).
  const rows = await db
    .select({
      id: departments.id,
      code: departments.code,
      name: departments.name,
      parentId: departments.parentId,
      sort: departments.sort,
    })
    .from(departments)
    .where(eq(departments.unitId, unit.id))
    .orderBy(asc(departments.sort), asc(departments.code));
  const counts = await db
    .select({ id: users.departmentId, n: count() })
    .from(users)
    .where(eq(users.unitId, unit.id))
    .groupBy(users.departmentId);
  const userCount = new Map(counts.map((c) => [c.id, c.n]));
  const children = mapTree(buildTree(rows), (d, kids): DepartmentNode => ({
    id: d.id,
    code: d.code,
    name: d.name,
    parentId: d.parentId ?? unit.id,
    sort: d.sort,
    isUnit: false,
    userCount: userCount.get(d.id) ?? 0,
    children: kids,
  }));
  return {
    id: unit.id,
    code: unit.code,
    name: unit.descript,
    parentId: null,
    sort: 0,
    isUnit: true,
    userCount: userCount.get(null) ?? 0,
    children,
  };
}

/** The parent column for `parentId`: null for the unit (top level), else a department of it. */
async function parentFor(db: Database, unitId: string, parentId: string | undefined) {
  if (!parentId || parentId === unitId) return null;
  const [parent] = await db.select().from(departments).where(eq(departments.id, parentId));
  if (!parent || parent.unitId !== unitId) throw invalid('adminServer.departmentParentInvalid');
  return parent.id;
}

async function codeTaken(db: Database, unitId: string, code: string, except?: string) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.unitId, unitId), eq(departments.code, code)));
  return row !== undefined && row.id !== except;
}

/** POST /depart/add: code and name by the shared rule, unique code within the unit. */
export const addDepartment: ServiceOf<typeof DEPARTMENT_CALLS.add> = async (db, scope, input) => {
  const unit = await visibleUnit(db, scope, input.unitId ?? scope.session.unit.id);
  const parentId = await parentFor(db, unit.id, input.parentId);
  if (await codeTaken(db, unit.id, input.code)) throw invalid('adminServer.departmentCodeExists');
  const [row] = await guardWrite(
    () =>
      db
        .insert(departments)
        .values({ unitId: unit.id, parentId, code: input.code, name: input.name, sort: input.sort })
        .returning(),
    'adminServer.departmentCodeExists',
  );
  return toDepartment(row!);
};

/** PUT /depart/update: code, name and sort. */
export const updateDepartment: ServiceOf<typeof DEPARTMENT_CALLS.update> = async (
  db,
  scope,
  input,
) => {
  const dept = await visibleDepartment(db, scope, input.id, 'error.unitCannotEdit');
  if (await codeTaken(db, dept.unitId, input.code, dept.id)) {
    throw invalid('adminServer.departmentCodeExists');
  }
  const [row] = await guardWrite(
    () =>
      db
        .update(departments)
        .set({ code: input.code, name: input.name, sort: input.sort ?? dept.sort })
        .where(eq(departments.id, dept.id))
        .returning(),
    'adminServer.departmentCodeExists',
  );
  return toDepartment(row!);
};

/** POST /depart/delete: refused while sub-departments or users remain. */
export async function deleteDepartment(db: Database, scope: AdminScope, id: string) {
  const dept = await visibleDepartment(db, scope, id, 'error.unitCannotDelete');
  await guardWrite(() =>
    db.transaction(async (tx) => {
      const [child] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.parentId, dept.id))
        .limit(1);
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.departmentId, dept.id))
        .limit(1);
      if (child || user) throw invalid('adminServer.departmentNotEmpty');
      await tx.delete(departments).where(eq(departments.id, dept.id));
    }),
  );
}

/** PUT /depart/move: below another department of the same unit (not its own subtree) or the top. */
export async function moveDepartment(
  db: Database,
  scope: AdminScope,
  input: { id: string; parentId: string },
): Promise<AdminDepartment> {
  const dept = await visibleDepartment(db, scope, input.id, 'error.unitCannotEdit');
  const parentId = await parentFor(db, dept.unitId, input.parentId);
  if (parentId) {
    const rows = await db.select().from(departments).where(eq(departments.unitId, dept.unitId));
    // The new parent's ancestors (itself included) must not contain the moved department.
    if (withAncestors(rows, [parentId]).has(dept.id)) {
      throw invalid('adminServer.departmentParentInvalid');
    }
  }
  const [row] = await db
    .update(departments)
    .set({ parentId })
    .where(eq(departments.id, dept.id))
    .returning();
  return toDepartment(row!);
}

/** GET /depart/roles?id: the unit's assignable roles, checked where the department holds them. */
export async function departmentRoleList(
  db: Database,
  scope: AdminScope,
  id: string,
): Promise<AssignableRole[]> {
  const dept = await visibleDepartment(db, scope, id, 'error.unitCannotAssignRoles');
  const held = await db
    .select({ id: departmentRoles.roleId })
    .from(departmentRoles)
    .where(eq(departmentRoles.departmentId, dept.id));
  const checked = new Set(held.map((r) => r.id));
  return (await assignableRoles(db, dept.unitId)).map((r) => ({
    ...r,
    checked: checked.has(r.id),
  }));
}

/** PUT /depart/saveRoles: the department's roles become exactly `roleIds`. */
export async function saveDepartmentRoles(
  db: Database,
  scope: AdminScope,
  input: { id: string; roleIds: string[] },
): Promise<AssignableRole[]> {
  const dept = await visibleDepartment(db, scope, input.id, 'error.unitCannotAssignRoles');
  const roleIds = [...new Set(input.roleIds)];
  await checkAssignable(db, dept.unitId, roleIds);
  await guardWrite(() =>
    db.transaction(async (tx) => {
      await tx.delete(departmentRoles).where(eq(departmentRoles.departmentId, dept.id));
      if (roleIds.length) {
        await tx
          .insert(departmentRoles)
          .values(roleIds.map((roleId) => ({ departmentId: dept.id, roleId })));
      }
    }),
  );
  return departmentRoleList(db, scope, dept.id);
}

function toDepartment(row: DepartmentRow): AdminDepartment {
  const { id, unitId, code, name, parentId, sort } = row;
  return { id, unitId, code, name, parentId: parentId ?? unitId, sort };
}
