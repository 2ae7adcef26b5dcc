import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { DEMO_APPS, DEMO_PASSWORD, DEMO_UNITS, DEMO_USERS } from './demo-data';
import { apps, settings, unitApps, units, users } from './schema';
import { hashPassword } from '../services/auth';

/** The marker unit: when it exists the demo organisation is considered seeded. */
export const PLATFORM_UNIT_CODE = 'PLATFORM';

/**
 * Seeds the demo organisation of DESIGN.md "Defaults" once. Returns false when it was already
 * there. Safe when several nodes start together: the PLATFORM insert decides which one seeds.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const [seeded] = await db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.code, PLATFORM_UNIT_CODE))
    .limit(1);
  if (seeded) return false;
  // Hash before the transaction so that it holds no lock while argon2 runs.
  const demoUsers = await Promise.all(
    DEMO_USERS.map(async (user) => ({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })),
  );

  return db.transaction(async (tx) => {
    const unitIds = new Map<string, string>();
    const idOf = (code: string): string => {
      const id = unitIds.get(code);
      if (!id) throw new Error(`demo data: unit ${code} is used before it is defined`);
      return id;
    };
    for (const unit of DEMO_UNITS) {
      const parentId = unit.parent ? idOf(unit.parent) : null;
      const insert = tx
        .insert(units)
        .values({ code: unit.code, descript: unit.descript, type: unit.type, parentId });
      // Only the marker may already exist (another run seeded, or is seeding and holds the row
      // lock until it commits); any other clash is an error and rolls everything back.
      const [row] = await (
        unit.code === PLATFORM_UNIT_CODE
          ? insert.onConflictDoNothing({ target: units.code })
          : insert
      ).returning({ id: units.id });
      if (!row) return false;
      unitIds.set(unit.code, row.id);
    }

    await tx
      .insert(apps)
      .values(DEMO_APPS.map((app, index) => ({ ...app, sort: (index + 1) * 10 })))
      .onConflictDoNothing();

    const grants = DEMO_UNITS.flatMap((unit) => {
      const unitId = idOf(unit.code);
      const appGrants =
        unit.apps === 'all'
          ? DEMO_APPS.map((a) => [a.code, true] as const)
          : Object.entries(unit.apps);
      return appGrants.map(([appCode, enabled]) => ({ unitId, appCode, enabled }));
    });
    await tx.insert(unitApps).values(grants);

    await tx.insert(users).values(
      demoUsers.map((user) => ({
        unitId: idOf(user.unitCode),
        userCode: user.userCode,
        name: user.name,
        passwordHash: user.passwordHash,
        email: user.email ?? null,
        deptName: user.deptName ?? null,
        firstLogin: user.firstLogin ?? 'F',
        isBackdoor: user.isBackdoor ?? 'F',
        canUseBackdoor: user.canUseBackdoor ?? 'F',
        // Everyone but the first-login user has "changed" the password at seeding time.
        pwdChangedAt: user.firstLogin === 'T' ? null : new Date(),
      })),
    );

    // The default password rule of product.md §5: at least a digit and 6 characters.
    await tx
      .insert(settings)
      .values({
        key: 'PASSWORD_STRATEGY',
        value: JSON.stringify({
          value: '^(?=.*\\d).{6,}$',
          remark: { fruit: ['digits'], inputValue: 6 },
        }),
      })
      .onConflictDoNothing();
    return true;
  });
}
