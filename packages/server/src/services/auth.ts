import { hash, verify } from '@node-rs/argon2';
import { ServerCode, type LoginRequest, type LoginResult } from '@portico/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginLogs, units, users } from '../db/schema';
import { listUnitApps } from './apps';
import { ApiError } from './errors';
import { createSession, type UnitRow, type UserRow } from './session';

/** Consecutive failures before the account locks, and for how long (DESIGN.md "Security model"). */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

/** argon2id with the library defaults (the OWASP minimum, DESIGN.md toolchain table). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A corrupt stored hash is a failed login, not a server error.
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;
/**
 * Unknown unit or user still costs one argon2 verify, so response time does not tell which
 * accounts exist.
 */
async function spendVerify(password: string): Promise<void> {
  dummyHash ??= hash('portico-dummy-password');
  await verifyPassword(await dummyHash, password);
}

export interface LoginContext {
  ip?: string;
}

/**
 * POST {UC}/sso/login. Unknown unit, unknown user and wrong password give the same answer; a
 * disabled account is only revealed to someone who knows its password.
 */
export async function login(
  db: Database,
  input: LoginRequest,
  context: LoginContext = {},
): Promise<LoginResult> {
  const writeLog = (state: 'success' | 'failure', user?: UserRow) =>
    db.insert(loginLogs).values({
      unitCode: input.unitCode,
      userCode: input.userCode,
      userName: user?.name ?? null,
      loginState: state,
      ip: context.ip ?? null,
    });
  const refuse = async (error: ApiError, user?: UserRow): Promise<never> => {
    await writeLog('failure', user);
    throw error;
  };
  const badCredentials = new ApiError(ServerCode.BAD_CREDENTIALS, 'server.badCredentials');

  const [unit] = await db.select().from(units).where(eq(units.code, input.unitCode)).limit(1);
  const [user] = unit
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.unitId, unit.id), eq(users.userCode, input.userCode)))
        .limit(1)
    : [];
  if (!unit || !user) {
    await spendVerify(input.password);
    return refuse(badCredentials);
  }

  const now = Date.now();
  if (user.lockedUntil && user.lockedUntil.getTime() > now) {
    // The right password does not open a locked account either.
    await spendVerify(input.password);
    const minutes = Math.ceil((user.lockedUntil.getTime() - now) / 60_000);
    return refuse(lockedError(minutes), user);
  }

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    // Counted in SQL so that concurrent attempts cannot both read the old count.
    const [counted] = await db
      .update(users)
      .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedAttempts: users.failedAttempts });
    if ((counted?.failedAttempts ?? 0) >= MAX_FAILED_ATTEMPTS) {
      // The counter restarts so that the account gets a fresh series once the lock expires.
      await db
        .update(users)
        .set({ failedAttempts: 0, lockedUntil: new Date(now + LOCK_MINUTES * 60_000) })
        .where(eq(users.id, user.id));
      return refuse(lockedError(LOCK_MINUTES), user);
    }
    return refuse(badCredentials, user);
  }

  if (user.status !== 'enabled') {
    return refuse(new ApiError(ServerCode.ACCOUNT_DISABLED, 'server.accountDisabled'), user);
  }
  if (user.failedAttempts !== 0 || user.lockedUntil) {
    await db
      .update(users)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(eq(users.id, user.id));
  }
  const token = await createSession(db, user);
  await writeLog('success', user);
  return buildLoginResult(db, user, unit, token);
}

function lockedError(minutes: number): ApiError {
  return new ApiError(ServerCode.ACCOUNT_LOCKED, 'server.accountLocked', { minutes });
}

/** The login result of api-contract.md §3, also answered by getLoginByToken for the same token. */
export async function buildLoginResult(
  db: Database,
  user: UserRow,
  unit: UnitRow,
  token: string,
): Promise<LoginResult> {
  return {
    userCode: user.userCode,
    username: user.name,
    unitId: unit.id,
    unitCode: unit.code,
    unitName: unit.descript,
    unitLogo: unit.logo,
    deptName: user.deptName,
    theme: unit.theme,
    jwtToken: token,
    apps: await listUnitApps(db, unit.id),
    userPkId: user.id,
    unitPkId: unit.id,
    // The password-age rule comes with PASSWORD_STRATEGY; until then only first login forces it.
    pwdChange: user.firstLogin === 'T',
    // Menus arrive with roles and permissions (a later slice).
    menus: [],
    orgId: unit.id,
    orgType: unit.type,
    orgUUID: unit.uuid,
    login: true,
    userInfoDO: {
      id: user.id,
      code: user.userCode,
      name: user.name,
      // The contract does not show what the session user's type holds; the unit type is the
      // closest thing the schema has.
      type: unit.type,
      deptName: user.deptName,
      firstLogin: user.firstLogin,
      isBackdoor: user.isBackdoor,
      canUseBackdoor: user.canUseBackdoor,
      receiveMessage: user.receiveMessage,
      email: user.email,
    },
  };
}
