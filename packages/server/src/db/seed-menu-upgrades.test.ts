import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { menus } from './schema';
import { seedDemo } from './seed';

/*
 * A database seeded by an older demo seed gets the current menus on the next start (DESIGN.md
 * "Defaults": the seed runs on every start), while a menu an administrator changed in the menu
 * editor (product.md §3 "Menu") stays as they made it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const menu = async (identity: string) =>
  (
    await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.appCode, 'UC'), eq(menus.identity, identity)))
  )[0];

describe('demo menus of an older seed (product.md §2.8, §3 "Menu")', () => {
  it('are brought up to date when untouched, and kept when an administrator edited them', async () => {
    // What an older seed left: the unset first-level menu, the child app's changelog link and
    // the old title of project configuration.
    await t.db.insert(menus).values({
      appCode: 'UC',
      identity: 'UC_UNSET',
      name: 'uc_unset',
      title: 'Not configured',
      sort: 990,
    });
    await t.db
      .update(menus)
      .set({ link: '/examples/child-app/?app=UC&page=versions' })
      .where(eq(menus.identity, 'UC_VERSION_LOG'));
    // An administrator renamed this one; the upgrade must leave it alone.
    await t.db
      .update(menus)
      .set({ title: 'Macro settings' })
      .where(eq(menus.identity, 'UC_PROJECT_CONFIG'));

    await seedDemo(t.db);
    await expect(menu('UC_UNSET')).resolves.toBeUndefined();
    await expect(menu('UC_VERSION_LOG')).resolves.toMatchObject({ link: '/update-history' });
    await expect(menu('UC_PROJECT_CONFIG')).resolves.toMatchObject({ title: 'Macro settings' });

    // The old title itself is upgraded.
    await t.db
      .update(menus)
      .set({ title: 'Macro config' })
      .where(eq(menus.identity, 'UC_PROJECT_CONFIG'));
    await seedDemo(t.db);
    await expect(menu('UC_PROJECT_CONFIG')).resolves.toMatchObject({
      title: 'Project configuration',
    });
  });

  it('keeps the unset menu once an administrator gave it an address', async () => {
    await t.db.insert(menus).values({
      appCode: 'UC',
      identity: 'UC_UNSET',
      name: 'uc_unset',
      title: 'Not configured',
      path: '/apply/menu-list',
      sort: 990,
    });
    await seedDemo(t.db);
    await expect(menu('UC_UNSET')).resolves.toMatchObject({ path: '/apply/menu-list' });
  });
});
