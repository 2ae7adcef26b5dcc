import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_UNIT_TYPES, MENU_WIN_TYPES } from '@portico/sdk/contract';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import {
  codeDicts,
  departments,
  menus,
  parameters,
  remindTones,
  roleMenus,
  roleResources,
  roles,
  translations,
  units,
  users,
} from './schema';
import { seedDemo } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.handle.db);
});
afterAll(async () => {
  await database?.teardown();
});

describe('a demo organisation rich enough for every console screen (the demo seed)', () => {
  it('has at least two units of every type of the unit list (product.md §2.5), in a tree', async () => {
    const rows = await database.handle.db.select().from(units);
    for (const type of ADMIN_UNIT_TYPES) {
      expect(rows.filter((u) => u.type === type).length, type).toBeGreaterThanOrEqual(2);
    }
    expect(rows.filter((u) => u.parentId === null).map((u) => u.code)).toEqual(['PLATFORM']);
    const h001 = rows.find((u) => u.code === 'H001')!;
    expect(rows.find((u) => u.id === h001.parentId)?.code).toBe('G001');
    expect(h001.areaId).not.toBeNull();
  });

  it('has a department tree three levels deep (H001: Front Office › Reception › Night Shift)', async () => {
    const rows = await database.handle.db.select().from(departments);
    const night = rows.find((d) => d.code === 'NIGHT')!;
    const reception = rows.find((d) => d.id === night.parentId)!;
    expect(reception.code).toBe('RECEPTION');
    expect(rows.find((d) => d.id === reception.parentId)?.code).toBe('FRONT');
  });

  it('has users in every state of product.md §4', async () => {
    const rows = await database.handle.db.select().from(users);
    const state = (code: string) => rows.find((u) => u.userCode === code)!;
    expect(state('leaver').status).toBe('disabled');
    expect(state('lockedout').locked).toBe('T');
    expect(state('contractor').expireTime!.getTime()).toBeLessThan(Date.now());
    expect(state('newhire').firstLogin).toBe('T');
    expect(state('support').isBackdoor).toBe('T');
    expect(state('frontdesk')).toMatchObject({
      status: 'enabled',
      locked: 'F',
      pmsAccount: 'FD001',
    });
  });

  it('has menus of every window type three levels deep for UC and GC, with roles granting them', async () => {
    const { db } = database.handle;
    for (const appCode of ['UC', 'GC']) {
      const rows = await db.select().from(menus).where(eq(menus.appCode, appCode));
      const depth = (id: string | null): number =>
        id ? 1 + depth(rows.find((m) => m.id === id)!.parentId) : 0;
      expect(Math.max(...rows.map((m) => depth(m.id))), appCode).toBeGreaterThanOrEqual(3);
      for (const winType of MENU_WIN_TYPES) {
        expect(
          rows.some((m) => m.winType === winType && m.kind === 'MENU'),
          `${appCode} ${winType}`,
        ).toBe(true);
      }
    }
    const [granted] = await db.select({ n: count() }).from(roleMenus);
    const [resources] = await db.select({ n: count() }).from(roleResources);
    const [templates] = await db
      .select({ n: count() })
      .from(roles)
      .where(eq(roles.isTemplate, 'T'));
    expect(granted!.n).toBeGreaterThan(50);
    expect(resources!.n).toBeGreaterThan(10);
    expect(templates!.n).toBeGreaterThan(0);
  });

  it('has PASSWORD_STRATEGY, both locales of translations, UPDATE_HISTORY_URL and a reminder tone', async () => {
    const { db } = database.handle;
    const strategies = await db
      .select()
      .from(parameters)
      .where(eq(parameters.code, 'PASSWORD_STRATEGY'));
    expect(strategies.length).toBeGreaterThanOrEqual(2);
    const zh = await db.select().from(translations).where(eq(translations.lang, 'zh-CN'));
    const en = await db.select().from(translations).where(eq(translations.lang, 'en-US'));
    // Every English text has its Chinese one; Chinese also has the menu titles (English are the
    // menus' own titles).
    const zhKeys = new Set(zh.map((r) => `${r.appCode}/${r.key}`));
    expect(en.filter((r) => !zhKeys.has(`${r.appCode}/${r.key}`))).toEqual([]);
    expect(en.length).toBeGreaterThan(5);
    const [history] = await db
      .select()
      .from(codeDicts)
      .where(and(eq(codeDicts.appCode, 'GC'), eq(codeDicts.code, 'UPDATE_HISTORY_URL')));
    expect(history?.isHalt).toBe('F');
    expect((await db.select().from(remindTones)).some((r) => r.time === 999)).toBe(true);
  });

  it('restores missing demo rows on the next run, and keeps changed passwords and rows', async () => {
    const { db } = database.handle;
    await db.update(users).set({ passwordHash: 'changed' }).where(eq(users.userCode, 'admin'));
    await db.delete(menus).where(and(eq(menus.appCode, 'GC'), isNull(menus.parentId)));
    expect(await seedDemo(db)).toBe(true);
    const [admin] = await db.select().from(users).where(eq(users.userCode, 'admin'));
    expect(admin!.passwordHash).toBe('changed');
    const gc = await db.select().from(menus).where(eq(menus.appCode, 'GC'));
    expect(gc.some((m) => m.identity === 'GC_CHECKIN')).toBe(true);
    expect(await seedDemo(db)).toBe(false);
  });
});
