import { translate } from '@portico/sdk';
import { ADMIN_SCREENS } from '@portico/sdk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { menus, translations } from '../schema';
import { seedDemo } from '../seed';

/*
 * product.md §2.5: a demo menu that opens an administration screen names it as the screen's
 * heading does, in English (the menu's own title) and in Chinese (its `menu.<identity>` text),
 * so a person never looks for "SMS validation" and lands on "SMS verification".
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.handle.db);
});
afterAll(async () => {
  await database?.teardown();
});

const screensWithMenus = Object.entries(ADMIN_SCREENS).flatMap(([path, screen]) =>
  'menu' in screen ? [{ path, menu: screen.menu, title: screen.title }] : [],
);

describe('the demo menus of the administration screens (product.md §2.5)', () => {
  it('cover every screen that has a menu of its own', () => {
    expect(screensWithMenus.length).toBeGreaterThan(30);
  });

  it.each(screensWithMenus)('$path: the menu reads as the screen heading', async (screen) => {
    const db = database.handle.db;
    const [row] = await db
      .select({ title: menus.title })
      .from(menus)
      .where(and(eq(menus.appCode, 'UC'), eq(menus.identity, screen.menu)));
    expect(row?.title).toBe(translate('en-US', screen.title));
    const [zh] = await db
      .select({ value: translations.value })
      .from(translations)
      .where(
        and(
          eq(translations.appCode, 'UC'),
          eq(translations.lang, 'zh-CN'),
          eq(translations.key, `menu.${screen.menu}`),
          isNull(translations.unitId),
        ),
      );
    expect(zh?.value).toBe(translate('zh-CN', screen.title));
  });
});
