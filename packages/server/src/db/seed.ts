import { sql } from 'drizzle-orm';
import { hashPassword } from '../shared/password';
import type { Database } from './client';
import { DEMO_PASSWORD } from './demo/index';
import { seedDataAuth, seedMenusAndResources, seedRoles } from './seed-access';
import { seedConfig } from './seed-config';
import { upgradeDemoMenus } from './seed-menu-upgrades';
import { seedMessages } from './seed-messages';
import { SeedContext } from './seed-context';
import { SEED_LOCK_KEY } from './seed-lock';
import { missingDemoUsers, seedDepartments, seedUnits, seedUsers } from './seed-org';

export { PLATFORM_UNIT_CODE } from './seed-lock';

/**
 * Seeds the demo organisation of DESIGN.md "Defaults". Idempotent: every row is inserted only
 * when missing, so a database seeded by an older version gains what is new, and existing rows,
 * accounts and passwords are never changed; the one exception is a demo menu that still holds
 * what an older seed wrote (seed-menu-upgrades.ts). Returns whether anything was written. Several nodes
 * may start together: the transaction-scoped advisory lock lets one seed while the others wait.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  // Hash before the transaction so that it holds no lock while argon2 runs.
  const hashes = new Map<string, string>();
  for (const key of await missingDemoUsers(db)) hashes.set(key, await hashPassword(DEMO_PASSWORD));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const ctx = new SeedContext(tx);
    await seedUnits(ctx);
    const departmentIds = await seedDepartments(ctx);
    // A user that another node created meanwhile is simply skipped (on conflict do nothing).
    await seedUsers(ctx, hashes, departmentIds);
    // Before the inserts: a menu the seed no longer has must not be granted again.
    await upgradeDemoMenus(ctx);
    const access = await seedMenusAndResources(ctx);
    await seedRoles(ctx, access, departmentIds);
    await seedDataAuth(ctx);
    await seedConfig(ctx);
    await seedMessages(ctx);
    return ctx.inserted > 0;
  });
}
