import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  menus,
  resources,
  roleMenus,
  roleResources,
  userMenus,
  userResources,
} from '../../db/schema';
import { invalid } from '../../shared/admin-db';

/** Menu/button, operation-object and report grants (product.md §6) of users and roles. */

export type Kind = 'menu' | 'OPERATION' | 'REPORT';

type Reader = Pick<Database, 'select'>;

/**
 * The ids of the app's menus, or of its resources of one kind (`among` them when given): a
 * query, awaited or used as the subquery of a replacement.
 */
function idsOfApp(db: Reader, appCode: string, kind: Kind, among?: string[]) {
  const only = (id: typeof menus.id | typeof resources.id) =>
    among ? inArray(id, among) : undefined;
  if (kind === 'menu') {
    return db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.appCode, appCode), only(menus.id)));
  }
  return db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.appCode, appCode), eq(resources.type, kind), only(resources.id)));
}

/** Ids of the app's menus or resources among `ids`; any other id is refused. */
export async function checkOfApp(db: Database, appCode: string, kind: Kind, ids: string[]) {
  if (!ids.length) return;
  const found = await idsOfApp(db, appCode, kind, ids);
  if (found.length !== new Set(ids).size)
    throw invalid('adminServer.permissionUnknown', { app: appCode });
}

type Writer = Pick<Database, 'insert' | 'delete' | 'select'>;

/** Where one holder's grants of one kind live: the table, its granted-id column, the holder's rows. */
interface GrantTable {
  table: PgTable;
  granted: PgColumn;
  holder: SQL | undefined;
  row: (id: string) => object;
}

/**
 * Replaces a holder's grants of one app: the rows of the app's menus (or resources of the kind)
 * go, the given ids come in, in one writer (a transaction by the caller).
 */
async function replaceRows(
  tx: Writer,
  appCode: string,
  kind: Kind,
  ids: string[],
  where: GrantTable,
): Promise<void> {
  const unique = [...new Set(ids)];
  await tx
    .delete(where.table)
    .where(and(where.holder, inArray(where.granted, idsOfApp(tx, appCode, kind))));
  if (unique.length) await tx.insert(where.table).values(unique.map(where.row) as never);
}

/** Replaces a user's menus or resources of one app in one unit (ids already checked). */
export async function replaceGrants(
  tx: Writer,
  target: { userId: string; unitId: string; appCode: string },
  kind: Kind,
  ids: string[],
): Promise<void> {
  const { userId, unitId, appCode } = target;
  const grants: GrantTable =
    kind === 'menu'
      ? {
          table: userMenus,
          granted: userMenus.menuId,
          holder: and(eq(userMenus.userId, userId), eq(userMenus.unitId, unitId)),
          row: (menuId) => ({ userId, unitId, menuId }),
        }
      : {
          table: userResources,
          granted: userResources.resourceId,
          holder: and(eq(userResources.userId, userId), eq(userResources.unitId, unitId)),
          row: (resourceId) => ({ userId, unitId, resourceId }),
        };
  await replaceRows(tx, appCode, kind, ids, grants);
}

/** Replaces a role's menus or resources of one app (ids already checked). */
export async function replaceRoleGrants(
  tx: Writer,
  target: { roleId: string; appCode: string },
  kind: Kind,
  ids: string[],
): Promise<void> {
  const { roleId, appCode } = target;
  const grants: GrantTable =
    kind === 'menu'
      ? {
          table: roleMenus,
          granted: roleMenus.menuId,
          holder: eq(roleMenus.roleId, roleId),
          row: (menuId) => ({ roleId, menuId }),
        }
      : {
          table: roleResources,
          granted: roleResources.resourceId,
          holder: eq(roleResources.roleId, roleId),
          row: (resourceId) => ({ roleId, resourceId }),
        };
  await replaceRows(tx, appCode, kind, ids, grants);
}
