import { ADMIN_SCREENS } from '@portico/sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { DEMO_MENUS, menuIdentities } from './demo/index';
import { menus, roleMenus, roles, settings, units, userMenus, users } from './schema';
import { administrationMenus } from './seed-bootstrap';
import { seedForStart, startSeedPlan } from './start-seed';
import { SYSTEM_MENUS_KEY } from './seed-system-menus';

/**
 * Production guide "Upgrades and migrations": a database set up by an older version (no demo, its menus seeded
 * at the first start) gains the administration menus added since, at the next start, exactly
 * once, granted to those who hold the neighbouring menus; what the administrator renamed, moved
 * or deleted stays as they left it.
 */
let database: TestDatabase;
let db: TestDatabase['handle']['db'];
const plan = startSeedPlan({
  NODE_ENV: 'production',
  PORTICO_BOOTSTRAP_PASSWORD: 'Bootstrap#Secret9',
});
const start = () => seedForStart(db, plan, (token) => `http://hub.example/setup?token=${token}`);

const AUDIT = ADMIN_SCREENS['/audit/audit-trail'].menu;
const PUBLISH = ADMIN_SCREENS['/message/publish'].menu;
/** The menus the older version did not have: the audit trail, and Messages with its subtree. */
const messagesTree = menuIdentities(
  administrationMenus(DEMO_MENUS.UC!).filter((m) => m.identity === 'UC_MESSAGES'),
);
const ADDED = [AUDIT, ...messagesTree];
const ALL = menuIdentities(administrationMenus(DEMO_MENUS.UC!));

const menu = async (identity: string) =>
  (
    await db
      .select()
      .from(menus)
      .where(and(eq(menus.appCode, 'UC'), eq(menus.identity, identity)))
  ).length;
const idOf = async (identity: string) =>
  (await db.select({ id: menus.id }).from(menus).where(eq(menus.identity, identity)))[0]?.id;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
});
afterAll(async () => database?.teardown());

describe('system menus on an upgraded database', () => {
  let adminId: string;
  let roleId: string;

  it('a database from before the new menus lacks them (as an older first start left it)', async () => {
    expect((await start())[0]).toMatch(/^First start/);
    expect(ADDED).toContain(PUBLISH);
    expect(messagesTree[0]).toBe('UC_MESSAGES');
    // The older version: no record of placed menus, no audit or messages menus.
    await db.delete(settings).where(eq(settings.key, SYSTEM_MENUS_KEY));
    await db.delete(menus).where(inArray(menus.identity, [AUDIT, 'UC_MESSAGES']));
    for (const identity of ADDED) expect(await menu(identity)).toBe(0);

    // What the administrator did meanwhile: renamed Security, moved the login log, made a role.
    await db.update(menus).set({ title: 'Sicherheit' }).where(eq(menus.identity, 'UC_SAFETY'));
    const loginLog = ADMIN_SCREENS['/login-log/login-log'].menu;
    await db
      .update(menus)
      .set({ parentId: (await idOf('UC_AUTH'))! })
      .where(eq(menus.identity, loginLog));
    const [platform] = await db.select().from(units).where(eq(units.code, 'PLATFORM'));
    const [role] = await db
      .insert(roles)
      .values({ unitId: platform!.id, code: 'SECURITY', descript: 'Security officers' })
      .returning();
    roleId = role!.id;
    await db.insert(roleMenus).values({ roleId, menuId: (await idOf('UC_SAFETY'))! });
    adminId = (await db.select().from(users).where(eq(users.userCode, 'admin')))[0]!.id;
  });

  it('the next start adds each missing menu once, under its parent, and keeps the edits', async () => {
    expect(await start()).toEqual([]);
    for (const identity of ALL) expect(await menu(identity), identity).toBe(1);
    const [audit] = await db.select().from(menus).where(eq(menus.identity, AUDIT));
    expect(audit!.parentId).toBe(await idOf('UC_SAFETY'));
    expect(audit!.title).toBe('Audit trail');
    const [safety] = await db.select().from(menus).where(eq(menus.identity, 'UC_SAFETY'));
    expect(safety!.title).toBe('Sicherheit');
    const [loginLog] = await db
      .select()
      .from(menus)
      .where(eq(menus.identity, ADMIN_SCREENS['/login-log/login-log'].menu));
    expect(loginLog!.parentId).toBe(await idOf('UC_AUTH'));
  });

  it('grants them to whoever holds the parent (a new first-level menu: system management)', async () => {
    const adminHolds = new Set(
      (await db.select().from(userMenus).where(eq(userMenus.userId, adminId))).map((r) => r.menuId),
    );
    for (const identity of ADDED)
      expect(adminHolds.has((await idOf(identity))!), identity).toBe(true);
    const roleHolds = (await db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId))).map(
      (r) => r.menuId,
    );
    // The role held Security only: it gains the audit trail below it, not Messages.
    expect(roleHolds.sort()).toEqual([await idOf('UC_SAFETY'), await idOf(AUDIT)].sort());
  });

  it('a later start adds nothing again, and a menu deleted after it was placed stays deleted', async () => {
    const count = (await db.select().from(menus)).length;
    await db.delete(menus).where(eq(menus.identity, AUDIT));
    expect(await start()).toEqual([]);
    expect(await menu(AUDIT)).toBe(0);
    expect((await db.select().from(menus)).length).toBe(count - 1);
  });
});
