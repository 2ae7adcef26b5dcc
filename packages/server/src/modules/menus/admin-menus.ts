import type { ServiceOf } from '../../http/mount-call';
import type { AdminMenuNode, MENU_CALLS, menuUpdateSchema } from '@portico/sdk/contract';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { apps, menus, roleMenus, userMenus } from '../../db/schema';
import type { Tx } from '../../db/seed-context';
import { menuTitlesOf, writeMenuTitles } from './admin-menu-titles';
import { assertPlatform, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid } from '../../shared/admin-db';
import { buildTree, mapTree } from '../../shared/tree';
import { isAtOrBelow, subtreeIds } from '../../shared/tree-moves';

/**
 * The menu editor (product.md §3 "Menu") beside the resource trees: an app's MENU tree, which
 * the login result hands to the shell. Like the app's resources, menus are the platform's.
 * Buttons (kind BUTTON) hang below menus as permissions: never listed, moved or parents here.
 */

type MenuRow = typeof menus.$inferSelect;

/** Siblings are numbered 10, 20, 30…: room to insert by hand in the database if one must. */
const SORT_STEP = 10;

async function appMenuRows(db: Database, appCode: string): Promise<MenuRow[]> {
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.appCode, appCode), eq(menus.kind, 'MENU')))
    .orderBy(asc(menus.sort), asc(menus.identity));
}

function toNode(
  r: MenuRow,
  titles: AdminMenuNode['titles'],
  children: AdminMenuNode[] = [],
): AdminMenuNode {
  const { id, appCode, parentId, identity, name, title, path, link, winType } = r;
  const { stretch, icon, tip, sort } = r;
  return {
    ...{ id, appCode, parentId, identity, name, title, path, link, winType },
    ...{ stretch, icon, tip, titles, sort, children },
  };
}

/** GET /apply/menus?appCode: the whole MENU tree, in menu order. */
export async function menuTree(
  db: Database,
  scope: AdminScope,
  appCode: string,
): Promise<AdminMenuNode[]> {
  assertPlatform(scope);
  const [app] = await db.select({ code: apps.code }).from(apps).where(eq(apps.code, appCode));
  if (!app) throw notFound();
  const rows = await appMenuRows(db, app.code);
  const titles = await menuTitlesOf(db, app.code);
  return mapTree(buildTree(rows), (r, children) =>
    toNode(r, titles.get(r.identity) ?? {}, children),
  );
}

async function menuById(db: Database, id: string): Promise<MenuRow> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  if (!row || row.kind !== 'MENU') throw notFound();
  return row;
}

/** A parent is a menu (not a button) of the same app. */
async function checkParent(db: Database, appCode: string, parentId: string): Promise<void> {
  const [parent] = await db.select().from(menus).where(eq(menus.id, parentId));
  if (!parent || parent.appCode !== appCode || parent.kind !== 'MENU') {
    throw invalid('menus.parentInvalid');
  }
}

/** The fields a form writes; empty optional fields are stored as null. */
function fieldsOf(input: Omit<z.output<typeof menuUpdateSchema>, 'id'>) {
  return {
    identity: input.identity,
    name: input.name,
    title: input.title,
    path: input.path ?? null,
    link: input.link ?? null,
    winType: input.winType,
    stretch: input.stretch,
    icon: input.icon ?? null,
    tip: input.tip ?? null,
  };
}

/**
 * Who sees the parent in their shell (holds it or a menu below it, which shows it too) gets
 * `menuId` as well: the roles granting one of those menus, and the users granted one directly.
 */
async function grantLikeParent(
  tx: Tx,
  appCode: string,
  parentId: string,
  menuId: string,
): Promise<void> {
  const rows = await tx
    .select({ id: menus.id, parentId: menus.parentId })
    .from(menus)
    .where(eq(menus.appCode, appCode));
  const seen = subtreeIds(rows, parentId).filter((id) => id !== menuId);
  const newMenu = sql<string>`${menuId}::uuid`.as('menu_id');
  await tx
    .insert(roleMenus)
    .select(
      tx
        .selectDistinct({ roleId: roleMenus.roleId, menuId: newMenu })
        .from(roleMenus)
        .where(inArray(roleMenus.menuId, seen)),
    )
    .onConflictDoNothing();
  await tx
    .insert(userMenus)
    .select(
      tx
        .selectDistinct({ userId: userMenus.userId, unitId: userMenus.unitId, menuId: newMenu })
        .from(userMenus)
        .where(inArray(userMenus.menuId, seen)),
    )
    .onConflictDoNothing();
}

/** POST /apply/addMenu: last among the new menu's siblings. */
export const addMenu: ServiceOf<typeof MENU_CALLS.addMenu> = async (db, scope, input) => {
  assertPlatform(scope);
  const [app] = await db.select().from(apps).where(eq(apps.code, input.appCode));
  if (!app) throw invalid('adminServer.appUnknown', { code: input.appCode });
  const parentId = input.parentId ?? null;
  if (parentId) await checkParent(db, app.code, parentId);
  const [row] = await guardWrite(
    () =>
      db.transaction(async (tx) => {
        const [last] = await tx
          .select({ sort: max(menus.sort) })
          .from(menus)
          .where(
            and(
              eq(menus.appCode, app.code),
              parentId ? eq(menus.parentId, parentId) : isNull(menus.parentId),
            ),
          );
        const sort = (last?.sort ?? 0) + SORT_STEP;
        const added = await tx
          .insert(menus)
          .values({ appCode: app.code, parentId, kind: 'MENU', sort, ...fieldsOf(input) })
          .returning();
        if (parentId && input.grantLikeParent) {
          await grantLikeParent(tx, app.code, parentId, added[0]!.id);
        }
        // A title an earlier menu of this identity left behind is not this menu's.
        await writeMenuTitles(tx, app.code, { identity: input.identity }, input.titles ?? {});
        return added;
      }),
    'menus.identityExists',
    { identity: input.identity },
  );
  return toNode(row!, (await menuTitlesOf(db, app.code)).get(row!.identity) ?? {});
};

/** PUT /apply/updateMenu: the menu's fields, never its place. */
export const updateMenu: ServiceOf<typeof MENU_CALLS.updateMenu> = async (db, scope, input) => {
  assertPlatform(scope);
  const current = await menuById(db, input.id);
  const [row] = await guardWrite(
    () =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(menus)
          .set(fieldsOf(input))
          .where(eq(menus.id, current.id))
          .returning();
        // The locale titles follow the form; without them, a new title replaces them all, so
        // the administrator's edit is what readers of every locale see.
        const renamed = input.title !== current.title || input.identity !== current.identity;
        const titles = input.titles ?? (renamed ? {} : undefined);
        if (titles) {
          const key = { identity: input.identity, was: current.identity };
          await writeMenuTitles(tx, current.appCode, key, titles);
        }
        return updated;
      }),
    'menus.identityExists',
    { identity: input.identity },
  );
  if (!row) throw notFound();
  return toNode(row, (await menuTitlesOf(db, row.appCode)).get(row.identity) ?? {});
};

/**
 * PUT /apply/moveMenu: under another menu of the app (never below itself) or to the top, at
 * `index` among its new siblings. The new siblings are renumbered in one transaction, so a
 * failed move leaves the old order whole.
 */
export const moveMenu: ServiceOf<typeof MENU_CALLS.moveMenu> = async (db, scope, input) => {
  assertPlatform(scope);
  const current = await menuById(db, input.id);
  const rows = await appMenuRows(db, current.appCode);
  if (input.parentId) {
    await checkParent(db, current.appCode, input.parentId);
    if (isAtOrBelow(rows, current.id, input.parentId)) throw invalid('menus.parentInvalid');
  }
  const siblings = rows.filter((r) => r.parentId === input.parentId && r.id !== current.id);
  const order = [...siblings];
  order.splice(Math.min(input.index, siblings.length), 0, current);
  await guardWrite(() =>
    db.transaction(async (tx) => {
      for (const [index, row] of order.entries()) {
        const set = { parentId: input.parentId, sort: (index + 1) * SORT_STEP };
        if (row.id !== current.id && row.sort === set.sort) continue;
        await tx.update(menus).set(set).where(eq(menus.id, row.id));
      }
    }),
  );
  return menuTree(db, scope, current.appCode);
};

/** DELETE /apply/deleteMenu: the menu, its submenus, buttons and their grants (cascades). */
export async function deleteMenu(db: Database, scope: AdminScope, id: string): Promise<void> {
  assertPlatform(scope);
  const current = await menuById(db, id);
  await guardWrite(() => db.delete(menus).where(eq(menus.id, current.id)));
}
