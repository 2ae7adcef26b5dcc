import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../shared/password';
import type { Database } from './client';
import { DEMO_APPS, DEMO_MENUS, type DemoMenu } from './demo/index';
import { apps, settings, unitApps, units, userMenus, userUnits, users } from './schema';
import { seedMenuTree } from './seed-access';
import { SeedContext, must } from './seed-context';
import { rememberSystemMenus, upgradeSystemMenus } from './seed-system-menus';
import { PLATFORM_UNIT_CODE, SEED_LOCK_KEY } from './seed-lock';

/** The settings row that holds the pending setup link (its token's hash, never the token). */
export const SETUP_LINK_KEY = 'bootstrap.setupLink';
/** How long a printed setup link can set the administrator's password. */
export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;

export interface BootstrapOptions {
  /** The administrator's user code in the platform unit. */
  adminCode: string;
  /** The first password (to be changed at first sign-in); null: a setup link instead. */
  password: string | null;
}

/** A setup link's stored state: whose password it sets, until when, and its token's hash. */
export interface PendingSetupLink {
  userId: string;
  tokenHash: string;
  expiresAt: string;
}

export type BootstrapResult =
  /** The database already had units: nothing was written. */
  | { kind: 'none' }
  | { kind: 'created'; adminCode: string }
  /** Created, or an earlier link ran out unused: the new token, for the one line that prints it. */
  | { kind: 'setupLink'; adminCode: string; token: string; expiresAt: Date }
  /** Another node's link is still valid; this node does not know its token. */
  | { kind: 'setupLinkPending'; adminCode: string; expiresAt: Date };

export function hashSetupToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The administration screens of the user centre and the groups above them: what the bootstrap
 * administrator needs to build the organisation. Demo pages (framed example apps, notices) are left
 * out.
 */
export function administrationMenus(list: readonly DemoMenu[]): DemoMenu[] {
  return list.flatMap((menu) => {
    if (menu.kind === 'BUTTON') return [menu];
    if (menu.link || menu.winType === 'ALERT' || menu.identity.startsWith('UC_HELP')) return [];
    const children = administrationMenus(menu.children ?? []);
    if (menu.path) return [{ ...menu, children }];
    return children.length ? [{ ...menu, children }] : [];
  });
}

/**
 * The first start of a database without the demo: one platform unit, the user centre app with
 * its administration menus, and one administrator of the platform. With a password, the
 * administrator must change it at first sign-in (firstLogin); without one, the account gets an
 * unusable random password and a one-time setup link (valid one hour) sets it. A database that
 * has any unit is left alone, except that a setup link that ran out unused is replaced and the
 * administration menus of a newer version are added (seed-system-menus.ts). Several
 * nodes may start together: the seed lock lets one write while the others wait.
 */
export async function seedBootstrap(
  db: Database,
  options: BootstrapOptions,
  now = new Date(),
): Promise<BootstrapResult> {
  // Hashed before the transaction, so that it holds no lock while argon2 runs (a start on a
  // database that is set up already spends this one hash).
  const secret = options.password ?? randomBytes(32).toString('base64url');
  const passwordHash = await hashPassword(secret);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_MS);
  const link = (userId: string): PendingSetupLink => ({
    userId,
    tokenHash: hashSetupToken(token),
    expiresAt: expiresAt.toISOString(),
  });

  return db.transaction(async (tx): Promise<BootstrapResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [anyUnit] = await tx.select({ id: units.id }).from(units).limit(1);
    const ucMenus = administrationMenus(must(DEMO_MENUS.UC, 'UC menus'));
    if (anyUnit) {
      // A database set up by an older version gains the administration menus added since.
      await upgradeSystemMenus(tx, 'UC', ucMenus);
      const [row] = await tx.select().from(settings).where(eq(settings.key, SETUP_LINK_KEY));
      if (!row) return { kind: 'none' };
      const pending = JSON.parse(row.value) as PendingSetupLink;
      const [admin] = await tx
        .select({ userCode: users.userCode })
        .from(users)
        .where(eq(users.id, pending.userId));
      if (!admin) {
        await tx.delete(settings).where(eq(settings.key, SETUP_LINK_KEY));
        return { kind: 'none' };
      }
      if (new Date(pending.expiresAt) > now) {
        return {
          kind: 'setupLinkPending',
          adminCode: admin.userCode,
          expiresAt: new Date(pending.expiresAt),
        };
      }
      await tx
        .update(settings)
        .set({ value: JSON.stringify(link(pending.userId)) })
        .where(eq(settings.key, SETUP_LINK_KEY));
      return { kind: 'setupLink', adminCode: admin.userCode, token, expiresAt };
    }

    const ctx = new SeedContext(tx);
    const [platform] = await tx
      .insert(units)
      .values({ code: PLATFORM_UNIT_CODE, descript: 'Platform', type: 'COMPAN', parentId: null })
      .returning({ id: units.id });
    const platformId = must(platform, 'platform unit').id;
    const uc = must(
      DEMO_APPS.find((a) => a.code === 'UC'),
      'app UC',
    );
    await tx.insert(apps).values({ ...uc, sort: 10, status: 'enabled' });
    await tx.insert(unitApps).values({ unitId: platformId, appCode: uc.code, enabled: true });
    const menuIds = new Map<string, string>();
    await seedMenuTree(ctx, uc.code, ucMenus, menuIds);
    await rememberSystemMenus(tx, uc.code, ucMenus);

    const [admin] = await tx
      .insert(users)
      .values({
        unitId: platformId,
        userCode: options.adminCode,
        name: 'Administrator',
        passwordHash,
        // A given password is a first password: the forced change of the first sign-in.
        firstLogin: options.password === null ? 'F' : 'T',
        pwdChangedAt: null,
        createUser: 'bootstrap',
      })
      .returning({ id: users.id });
    const adminId = must(admin, 'administrator').id;
    await tx
      .insert(userUnits)
      .values({ userId: adminId, unitId: platformId, isAdmin: 'T', canLogin: 'F' });
    await tx
      .insert(userMenus)
      .values(
        [...menuIds.values()].map((menuId) => ({ userId: adminId, unitId: platformId, menuId })),
      );

    if (options.password !== null) return { kind: 'created', adminCode: options.adminCode };
    await tx.insert(settings).values({ key: SETUP_LINK_KEY, value: JSON.stringify(link(adminId)) });
    return { kind: 'setupLink', adminCode: options.adminCode, token, expiresAt };
  });
}
