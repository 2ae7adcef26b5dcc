import { and, eq, inArray } from 'drizzle-orm';
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

/** Replaces a user's menus or resources of one app in one unit (ids already checked). */
export async function replaceGrants(
  tx: Writer,
  target: { userId: string; unitId: string; appCode: string },
  kind: Kind,
  ids: string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  const { userId, unitId, appCode } = target;
  const ofApp = idsOfApp(tx, appCode, kind);
  if (kind === 'menu') {
    await tx
      .delete(userMenus)
      .where(
        and(
          eq(userMenus.userId, userId),
          eq(userMenus.unitId, unitId),
          inArray(userMenus.menuId, ofApp),
        ),
      );
    if (unique.length)
      await tx.insert(userMenus).values(unique.map((menuId) => ({ userId, unitId, menuId })));
    return;
  }
  await tx
    .delete(userResources)
    .where(
      and(
        eq(userResources.userId, userId),
        eq(userResources.unitId, unitId),
        inArray(userResources.resourceId, ofApp),
      ),
    );
  if (unique.length) {
    await tx
      .insert(userResources)
      .values(unique.map((resourceId) => ({ userId, unitId, resourceId })));
  }
}

/** Replaces a role's menus or resources of one app (ids already checked). */
export async function replaceRoleGrants(
  tx: Writer,
  target: { roleId: string; appCode: string },
  kind: Kind,
  ids: string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  const { roleId, appCode } = target;
  const ofApp = idsOfApp(tx, appCode, kind);
  if (kind === 'menu') {
    await tx
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, roleId), inArray(roleMenus.menuId, ofApp)));
    if (unique.length)
      await tx.insert(roleMenus).values(unique.map((menuId) => ({ roleId, menuId })));
    return;
  }
  await tx
    .delete(roleResources)
    .where(and(eq(roleResources.roleId, roleId), inArray(roleResources.resourceId, ofApp)));
  if (unique.length) {
    await tx.insert(roleResources).values(unique.map((resourceId) => ({ roleId, resourceId })));
  }
}
