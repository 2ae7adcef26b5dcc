import { translate } from '@portico/sdk';
import { validateUserCode } from '@portico/sdk/internal';
import { and, eq, inArray } from 'drizzle-orm';
import { verifyPassword } from '../shared/password';
import type { Database } from './client';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { units, users } from './schema';
import { seedDemo } from './seed';
import { seedBootstrap, type BootstrapOptions } from './seed-bootstrap';
import { PLATFORM_UNIT_CODE } from './seed-lock';

/** What a start seeds, read from the environment before anything opens. */
export interface StartSeedPlan {
  /** PORTICO_DEMO: the demo organisation (root `npm start` sets it). */
  demo: boolean;
  /** NODE_ENV=production: no demo, and no demo account with the published password. */
  production: boolean;
  bootstrap: BootstrapOptions;
}

/** A setting that makes the start unsafe: the server refuses to start and prints the message. */
export class StartRefused extends Error {}

function flag(value: string | undefined, name: string): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  throw new StartRefused(`${name} must be 1 or 0 (got ${value})`);
}

/**
 * The seeding rules of a start: the demo organisation only when PORTICO_DEMO=1, and never with
 * NODE_ENV=production (its accounts share a password anyone can read in the README). Without the
 * demo, an empty database gets the bootstrap administrator (seed-bootstrap.ts).
 */
export function startSeedPlan(env: NodeJS.ProcessEnv = process.env): StartSeedPlan {
  const production = env.NODE_ENV === 'production';
  const demo = flag(env.PORTICO_DEMO, 'PORTICO_DEMO');
  if (demo && production) {
    throw new StartRefused(
      'PORTICO_DEMO=1 seeds the demo organisation, whose accounts share a published password; ' +
        'it is refused with NODE_ENV=production. Unset PORTICO_DEMO for production, or unset ' +
        'NODE_ENV to run the demo.',
    );
  }
  const password = env.PORTICO_BOOTSTRAP_PASSWORD || null;
  if (password === DEMO_PASSWORD) {
    throw new StartRefused(
      'PORTICO_BOOTSTRAP_PASSWORD is the published demo password; choose another one.',
    );
  }
  const adminCode = env.PORTICO_BOOTSTRAP_ADMIN?.trim() || 'admin';
  // The same rules as a user code entered in the console, checked before anything is written.
  const invalid = validateUserCode(adminCode);
  if (invalid) {
    throw new StartRefused(
      `PORTICO_BOOTSTRAP_ADMIN is not a valid user code (${translate('en-US', invalid)})`,
    );
  }
  return { demo, production, bootstrap: { adminCode, password } };
}

/** `UNIT/user` of every demo account that still signs in with the published demo password. */
export async function accountsWithDemoPassword(db: Database): Promise<string[]> {
  const rows = await db
    .select({ unitCode: units.code, userCode: users.userCode, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(
      and(
        inArray(units.code, [...new Set(DEMO_USERS.map((u) => u.unitCode))]),
        inArray(users.userCode, [...new Set(DEMO_USERS.map((u) => u.userCode))]),
      ),
    );
  const demoKeys = new Set(DEMO_USERS.map((u) => `${u.unitCode}/${u.userCode}`));
  const found: string[] = [];
  for (const row of rows) {
    const key = `${row.unitCode}/${row.userCode}`;
    if (demoKeys.has(key) && (await verifyPassword(row.passwordHash, DEMO_PASSWORD))) {
      found.push(key);
    }
  }
  return found;
}

/**
 * Seeds as the plan says and returns the lines the start prints. No line ever holds a password:
 * the demo's is in the README, the bootstrap's is the operator's own, and a setup link is a
 * one-time token that runs out within the hour.
 */
export async function seedForStart(
  db: Database,
  plan: StartSeedPlan,
  setupUrl: (token: string) => string,
): Promise<string[]> {
  if (plan.demo) {
    const seeded = await seedDemo(db);
    return [
      `Demo organisation ${seeded ? 'seeded' : 'present'}: sign in as unit ${PLATFORM_UNIT_CODE}, ` +
        'user admin, with the demo password (README; every account in docs/getting-started.md).',
    ];
  }
  if (plan.production) {
    const exposed = await accountsWithDemoPassword(db);
    if (exposed.length) {
      throw new StartRefused(
        `This database holds demo accounts that sign in with the published demo password ` +
          `(${exposed.join(', ')}); NODE_ENV=production refuses to serve it. Start it once ` +
          'without NODE_ENV=production and change those passwords or delete the accounts, or ' +
          'point DATA_DIR/DATABASE_URL at a new database (see the production guide, "First start").',
      );
    }
  }
  const result = await seedBootstrap(db, plan.bootstrap);
  const who = `unit ${PLATFORM_UNIT_CODE}, user ${'adminCode' in result ? result.adminCode : ''}`;
  switch (result.kind) {
    case 'none':
      return [];
    case 'created':
      return [
        `First start: created the platform unit and its administrator (${who}) with the ` +
          'password of PORTICO_BOOTSTRAP_PASSWORD; it must be changed at the first sign-in.',
      ];
    case 'setupLink':
      return [
        `First start: set the password of the administrator (${who}) before ` +
          `${result.expiresAt.toISOString()} (one use) at ${setupUrl(result.token)}`,
      ];
    case 'setupLinkPending':
      return [
        `The administrator (${who}) has no password yet; the setup link printed by the node ` +
          `that created it is valid until ${result.expiresAt.toISOString()}.`,
      ];
  }
}
