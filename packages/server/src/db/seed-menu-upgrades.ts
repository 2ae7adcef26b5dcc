import { and, eq } from 'drizzle-orm';
import { DEMO_MENU_UPGRADES } from './demo/menu-upgrades';
import { menus } from './schema';
import type { SeedContext } from './seed-context';

/**
 * Brings the menus of a database seeded by an older demo seed to the current ones
 * (demo/menu-upgrades.ts): a menu changes only while every field still holds the old seeded
 * value, and a menu is deleted only while it has nothing below it, so edits are kept.
 */
export async function upgradeDemoMenus(ctx: SeedContext): Promise<void> {
  for (const upgrade of DEMO_MENU_UPGRADES) {
    const [row] = await ctx.tx
      .select()
      .from(menus)
      .where(and(eq(menus.appCode, upgrade.app), eq(menus.identity, upgrade.identity)));
    if (!row) continue;
    const unchanged = Object.entries(upgrade.was).every(
      ([field, value]) => row[field as keyof typeof upgrade.was] === value,
    );
    if (!unchanged) continue;
    if (upgrade.now === 'delete') {
      const [child] = await ctx.tx
        .select({ id: menus.id })
        .from(menus)
        .where(eq(menus.parentId, row.id))
        .limit(1);
      if (child) continue;
      ctx.count(await ctx.tx.delete(menus).where(eq(menus.id, row.id)).returning());
    } else {
      ctx.count(
        await ctx.tx.update(menus).set(upgrade.now).where(eq(menus.id, row.id)).returning(),
      );
    }
  }
}
