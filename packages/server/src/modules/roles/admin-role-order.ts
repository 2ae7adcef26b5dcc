import type { AdminRole } from '@portico/sdk/contract';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleDispatches, roles } from '../../db/schema';
import type { AdminScope } from '../access/admin-access';
import { guardWrite } from '../../shared/admin-db';
import { ownedRole, roleDetail } from './admin-roles';
import { visibleUnit } from '../units/admin-units';

/** The order and the groups of a unit's roles (product.md §2.5 /role/admin-roles "order, groups"). */

/** Gaps between orders, so a role set by hand between two others still fits. */
const ORDER_STEP = 10;

/**
 * PUT /role/move: the role trades places with its neighbour in the list's order (order, then
 * code). Equal orders (every role starts at 0) cannot be swapped, so the unit's roles are numbered
 * again in the new order. At the top or the bottom nothing changes.
 */
export async function moveRole(
  db: Database,
  scope: AdminScope,
  input: { id: string; direction: 'up' | 'down' },
): Promise<AdminRole> {
  const role = await ownedRole(db, scope, input.id);
  await guardWrite(() =>
    db.transaction(async (tx) => {
      const list = await tx
        .select({ id: roles.id, sort: roles.sort })
        .from(roles)
        .where(eq(roles.unitId, role.unitId))
        .orderBy(asc(roles.sort), asc(roles.code));
      const from = list.findIndex((r) => r.id === role.id);
      const to = from + (input.direction === 'up' ? -1 : 1);
      if (to < 0 || to >= list.length) return;
      [list[from], list[to]] = [list[to]!, list[from]!];
      for (const [index, row] of list.entries()) {
        const sort = (index + 1) * ORDER_STEP;
        if (row.sort !== sort) await tx.update(roles).set({ sort }).where(eq(roles.id, row.id));
      }
    }),
  );
  return roleDetail(db, scope, role.id);
}

/** GET /role/groups: the groups named by the unit's roles and those dispatched to it, sorted. */
export async function roleGroups(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<string[]> {
  const unit = await visibleUnit(db, scope, unitId);
  const dispatched = db
    .select({ id: roleDispatches.roleId })
    .from(roleDispatches)
    .where(eq(roleDispatches.unitId, unit.id));
  const rows = await db
    .selectDistinct({ group: roles.roleGroup })
    .from(roles)
    .where(
      and(isNotNull(roles.roleGroup), or(eq(roles.unitId, unit.id), inArray(roles.id, dispatched))),
    )
    .orderBy(asc(roles.roleGroup));
  return rows.map((r) => r.group!).filter(Boolean);
}
