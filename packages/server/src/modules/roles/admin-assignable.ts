import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleDispatches, roles, units } from '../../db/schema';
import { invalid } from '../../shared/admin-db';

/**
 * Which roles may be given in a unit (product.md §6 "Roles can be dispatched to hotels, assigned
 * to departments and users"): the unit's own roles and those dispatched to it.
 */
export interface AssignableRoleRow {
  id: string;
  code: string;
  descript: string;
  unitCode: string;
}

export async function assignableRoles(db: Database, unitId: string): Promise<AssignableRoleRow[]> {
  const dispatched = db
    .select({ id: roleDispatches.roleId })
    .from(roleDispatches)
    .where(eq(roleDispatches.unitId, unitId));
  return db
    .select({ id: roles.id, code: roles.code, descript: roles.descript, unitCode: units.code })
    .from(roles)
    .innerJoin(units, eq(units.id, roles.unitId))
    .where(or(eq(roles.unitId, unitId), inArray(roles.id, dispatched)))
    .orderBy(asc(roles.sort), asc(roles.code));
}

/** Refuses (naming the role) any id that may not be given in the unit. */
export async function checkAssignable(
  db: Database,
  unitId: string,
  roleIds: readonly string[],
): Promise<void> {
  if (!roleIds.length) return;
  const allowed = new Set((await assignableRoles(db, unitId)).map((r) => r.id));
  const refused = roleIds.find((id) => !allowed.has(id));
  if (!refused) return;
  const [role] = await db.select({ code: roles.code }).from(roles).where(eq(roles.id, refused));
  throw invalid('adminServer.roleNotAssignable', { code: role?.code ?? refused });
}
