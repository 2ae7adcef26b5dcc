import { APP_CODES } from '@portico/sdk/internal';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { DEMO_ACCOUNTS, DEMO_APPS, DEMO_UNITS } from './demo-data';
import { apps, unitApps, units, users } from './schema';
import { seedDemo } from './seed';
import { verifyPassword } from '../modules/sso/auth';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.teardown();
});

describe('demo organisation (DESIGN.md "Defaults")', () => {
  it('seeds once: a second run changes nothing', async () => {
    const { db } = database.handle;
    expect(await seedDemo(db)).toBe(true);
    const counts = async () =>
      Promise.all(
        [units, users, apps, unitApps].map(async (table) => {
          const [row] = await db.select({ n: count() }).from(table);
          return row?.n;
        }),
      );
    const first = await counts();
    expect(await seedDemo(db)).toBe(false);
    expect(await counts()).toEqual(first);
    expect(first.slice(0, 3)).toEqual([DEMO_UNITS.length, DEMO_ACCOUNTS.length, DEMO_APPS.length]);
  });

  it('has the accounts DESIGN.md names, with argon2id hashes of the demo password', async () => {
    const { db } = database.handle;
    const [admin] = await db
      .select({ user: users, unit: units })
      .from(users)
      .innerJoin(units, eq(units.id, users.unitId))
      .where(eq(users.userCode, 'admin'));
    expect(admin?.unit.code).toBe('PLATFORM');
    expect(admin?.user.canUseBackdoor).toBe('T');
    expect(admin?.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.user.passwordHash, 'Portico#2026')).toBe(true);
    const [support] = await db.select().from(users).where(eq(users.userCode, 'support'));
    expect(support?.isBackdoor).toBe('T');
    const [newhire] = await db.select().from(users).where(eq(users.userCode, 'newhire'));
    expect(newhire?.firstLogin).toBe('T');
    expect(DEMO_ACCOUNTS).toContainEqual({
      unitCode: 'H001',
      userCode: 'frontdesk',
      password: 'Portico#2026',
      description: expect.any(String),
    });
  });

  it("covers every application code of product.md §2.7 (the SDK's APP_CODES) plus the example child apps", () => {
    const codes = DEMO_APPS.map((a) => a.code);
    for (const code of [...APP_CODES, 'DEMO_CHILD', 'DEMO_FRAME']) {
      expect(codes).toContain(code);
    }
  });
});
