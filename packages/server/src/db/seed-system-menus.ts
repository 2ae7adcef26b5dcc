import { and, eq } from 'drizzle-orm';
import type { DemoMenu } from './demo/index';
import { apps, menus, roleMenus, settings, userMenus } from './schema';
import { menuRow } from './seed-access';
import type { Tx } from './seed-context';

/**
 * The settings row that lists the system menus (`APP/identity`) the seed has placed in this
 * database: a menu listed there is the administrator's to rename, move or delete, and is never
 * placed again.
 */
export const SYSTEM_MENUS_KEY = 'seed.systemMenus';

async function placedMenus(tx: Tx): Promise<Set<string>> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, SYSTEM_MENUS_KEY));
  return new Set(row ? (JSON.parse(row.value) as string[]) : []);
}

/** Lists every menu of `list` as placed (with those placed before). */
export async function rememberSystemMenus(
  tx: Tx,
  appCode: string,
  list: readonly DemoMenu[],
): Promise<void> {
  const placed = await placedMenus(tx);
  const walk = (items: readonly DemoMenu[]): void =>
    items.forEach((menu) => {
      placed.add(`${appCode}/${menu.identity}`);
      walk(menu.children ?? []);
    });
  walk(list);
  const value = JSON.stringify([...placed].sort());
  await tx
    .insert(settings)
    .values({ key: SYSTEM_MENUS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

async function menuId(tx: Tx, appCode: string, identity: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, appCode), eq(menus.identity, identity)));
  return row?.id ?? null;
}

/** Grants `menuId` to every role and user grant that holds `holderOf`. */
async function grantLike(tx: Tx, menuId: string, holderOf: string): Promise<void> {
  const roleRows = await tx
    .select({ roleId: roleMenus.roleId })
    .from(roleMenus)
    .where(eq(roleMenus.menuId, holderOf));
  if (roleRows.length) {
    await tx
      .insert(roleMenus)
      .values(roleRows.map(({ roleId }) => ({ roleId, menuId })))
      .onConflictDoNothing();
  }
  const userRows = await tx
    .select({ userId: userMenus.userId, unitId: userMenus.unitId })
    .from(userMenus)
    .where(eq(userMenus.menuId, holderOf));
  if (userRows.length) {
    await tx
      .insert(userMenus)
      .values(userRows.map((row) => ({ ...row, menuId })))
      .onConflictDoNothing();
  }
}

/**
 * Brings the system menus of a version to a database set up by an older one (a start without
 * the demo seeds them only into an empty database). A menu the seed never placed here is added,
 * under its parent as the administrator keeps it, and granted to whoever holds that parent (a new
 * first-level menu: whoever holds the app's first one, its system management), so the people
 * who administer the neighbouring screens find it. What exists is left as it is (a renamed or
 * moved menu keeps its name and place), and a menu placed once and deleted since stays deleted.
 * Returns the identities added.
 */
export async function upgradeSystemMenus(
  tx: Tx,
  appCode: string,
  list: readonly DemoMenu[],
): Promise<string[]> {
  const [app] = await tx.select({ code: apps.code }).from(apps).where(eq(apps.code, appCode));
  if (!app || list.length === 0) return [];
  const placed = await placedMenus(tx);
  const added: string[] = [];
  const firstTop = list[0]!.identity;

  const walk = async (items: readonly DemoMenu[], parent: string | null): Promise<void> => {
    for (const [index, menu] of items.entries()) {
      const known = placed.has(`${appCode}/${menu.identity}`);
      let id = await menuId(tx, appCode, menu.identity);
      if (!id && !known) {
        const parentId = parent ? await menuId(tx, appCode, parent) : null;
        // Below a menu the administrator deleted: nowhere to show it.
        if (parent && !parentId) continue;
        const [row] = await tx
          .insert(menus)
          .values(menuRow(appCode, menu, parentId, index))
          .returning({ id: menus.id });
        id = row!.id;
        const holderOf = parentId ?? (await menuId(tx, appCode, firstTop));
        if (holderOf && holderOf !== id) await grantLike(tx, id, holderOf);
        added.push(menu.identity);
      }
      if (id) await walk(menu.children ?? [], menu.identity);
    }
  };
  await walk(list, null);
  await rememberSystemMenus(tx, appCode, list);
  return added;
}
