import {
  encodeMobileCodeKey,
  ServerCode,
  UcCode,
  type LoginResult,
  type PmsLoginRequest,
  type SsoLoginRequest,
} from '@portico/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginLogs, sessions, units, users } from '../db/schema';
import { consumeCode } from './codes';
import { ApiError } from './errors';
import { buildLoginResult } from './login-result';
import { endLiveSessions, type Live } from './messages-live';
import { spendVerify, verifyPassword } from './password';
import { isExempt, isIpAllowed, securityOf } from './security';
import {
  createSession,
  hashToken,
  revokeUserSessions,
  type UnitRow,
  type UserRow,
} from './session';

export { hashPassword, verifyPassword } from './password';

export interface LoginContext {
  ip?: string;
  /** Live push: the sockets of sessions the repeat-login policy ends are closed at once. */
  live?: Live;
}

interface Attempt {
  unitCode: string;
  /** As typed: the user code, or the PMS account. */
  account: string;
  unit: UnitRow | null;
  user: UserRow | null;
  password: string;
  appCode?: string;
  mobileCode?: string;
  via: 'password' | 'pms';
}

/**
 * POST {UC}/sso/login. Unknown unit, unknown user and wrong password give the same answer; a
 * disabled or expired account, the IP whitelist and SMS validation are only revealed to someone
 * who knows the password. Every attempt is written to the login log.
 */
export async function login(
  db: Database,
  input: SsoLoginRequest,
  context: LoginContext = {},
): Promise<LoginResult> {
  const [row] = await db
    .select({ unit: units, user: users })
    .from(units)
    .leftJoin(users, and(eq(users.unitId, units.id), eq(users.userCode, input.userCode)))
    .where(eq(units.code, input.unitCode))
    .limit(1);
  return signIn(
    db,
    {
      ...input,
      account: input.userCode,
      unit: row?.unit ?? null,
      user: row?.user ?? null,
      via: 'password',
    },
    context,
  );
}

/** POST {UC}/sso/pmsLogin: the same checks, the account found by its PMS account in the unit. */
export async function pmsLogin(
  db: Database,
  input: PmsLoginRequest,
  context: LoginContext = {},
): Promise<LoginResult> {
  const [row] = await db
    .select({ unit: units, user: users })
    .from(units)
    .leftJoin(users, and(eq(users.unitId, units.id), eq(users.pmsAccount, input.pmsAccount)))
    .where(eq(units.code, input.unitCode))
    .limit(1);
  return signIn(
    db,
    {
      ...input,
      account: input.pmsAccount,
      unit: row?.unit ?? null,
      user: row?.user ?? null,
      via: 'pms',
    },
    context,
  );
}

async function signIn(db: Database, attempt: Attempt, context: LoginContext): Promise<LoginResult> {
  const { unit, user } = attempt;
  const log = (state: 'success' | 'failure', reason: string) =>
    db.insert(loginLogs).values({
      unitCode: attempt.unitCode,
      userCode: user?.userCode ?? attempt.account,
      userName: user?.name ?? null,
      loginState: state,
      ip: context.ip ?? null,
      appCode: attempt.appCode ?? null,
      reason,
    });
  const refuse = async (reason: string, error: ApiError): Promise<never> => {
    await log('failure', reason);
    throw error;
  };
  if (!unit || !user) {
    await spendVerify(attempt.password);
    return refuse('badCredentials', badCredentials());
  }

  const now = Date.now();
  const security = await securityOf(db, unit.id);
  if (user.locked === 'T' && (!user.lockedUntil || user.lockedUntil.getTime() > now)) {
    // The right password does not open a locked account either.
    await spendVerify(attempt.password);
    return refuse('locked', lockedError(user.lockedUntil, now));
  }

  if (!(await verifyPassword(user.passwordHash, attempt.password))) {
    // Counted in SQL so that concurrent attempts cannot both read the old count.
    const [counted] = await db
      .update(users)
      .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedAttempts: users.failedAttempts });
    if ((counted?.failedAttempts ?? 0) >= security.maxFailedAttempts) {
      const lockedUntil = new Date(now + security.lockMinutes * 60_000);
      // The counter restarts so that the account gets a fresh series once the lock expires.
      await db
        .update(users)
        .set({ failedAttempts: 0, locked: 'T', lockedUntil })
        .where(eq(users.id, user.id));
      return refuse('locked', lockedError(lockedUntil, now));
    }
    return refuse('badCredentials', badCredentials());
  }

  if (user.status !== 'enabled') {
    return refuse('disabled', new ApiError(ServerCode.ACCOUNT_DISABLED, 'server.accountDisabled'));
  }
  if (user.expireTime && user.expireTime.getTime() <= now) {
    return refuse('expired', new ApiError(UcCode.ACCOUNT_EXPIRED, 'serverAdmin.accountExpired'));
  }
  const ip = context.ip ?? '';
  if (
    security.ipWhitelist === 'T' &&
    !(await isExempt(db, unit.id, user.id, 'IP')) &&
    !(await isIpAllowed(db, unit.id, ip))
  ) {
    return refuse(
      'ipRefused',
      new ApiError(UcCode.IP_NOT_ALLOWED, 'serverAdmin.ipNotAllowed', { ip }),
    );
  }
  if (security.smsValidation === 'T' && !(await isExempt(db, unit.id, user.id, 'SMS'))) {
    const encodedCode = encodeMobileCodeKey(unit.code, user.userCode);
    if (!attempt.mobileCode) {
      return refuse(
        'mobileCodeRequired',
        new ApiError(UcCode.MOBILE_CODE_REQUIRED, 'serverAdmin.mobileCodeRequired', undefined, {
          encodedCode,
        }),
      );
    }
    const code = attempt.mobileCode;
    // A transaction of its own, so that a wrong guess is counted even though sign-in fails.
    const right = await db.transaction((tx) =>
      consumeCode(tx, {
        purpose: 'MOBILE_LOGIN',
        userId: user.id,
        target: user.mobile ?? '',
        code,
      }),
    );
    if (!right) {
      return refuse(
        'mobileCodeWrong',
        new ApiError(UcCode.MOBILE_CODE_WRONG, 'serverAdmin.mobileCodeWrong', undefined, {
          encodedCode,
        }),
      );
    }
  }

  const repeatPolicy =
    security.repeatLogin === 'T' && !(await isExempt(db, unit.id, user.id, 'REPEAT_LOGIN'));
  const token = await db.transaction(async (tx) => {
    if (user.failedAttempts !== 0 || user.locked === 'T') {
      await tx
        .update(users)
        .set({ failedAttempts: 0, locked: 'F', lockedUntil: null })
        .where(eq(users.id, user.id));
    }
    // The repeat-login policy: older sessions end now and answer 52100 from their next call.
    if (repeatPolicy) await revokeUserSessions(tx, user.id, 'repeatLogin');
    const created = await createSession(tx, { user, appCode: attempt.appCode, ip: context.ip });
    await tx.insert(loginLogs).values({
      unitCode: unit.code,
      userCode: user.userCode,
      userName: user.name,
      loginState: 'success',
      ip: context.ip ?? null,
      appCode: attempt.appCode ?? null,
      reason: attempt.via,
    });
    return created;
  });
  if (repeatPolicy && context.live) {
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const selector = { userId: user.id, exceptFamilyId: session?.id };
    await endLiveSessions(context.live, selector, 'repeat-login');
  }
  return buildLoginResult(db, { user, unit, token, appCode: attempt.appCode ?? null });
}

function badCredentials(): ApiError {
  return new ApiError(ServerCode.BAD_CREDENTIALS, 'server.badCredentials');
}

/** A lock with an end tells the minutes left; one without waits for an administrator. */
function lockedError(until: Date | null, now: number): ApiError {
  if (!until) return new ApiError(ServerCode.ACCOUNT_LOCKED, 'serverAdmin.accountLockedByAdmin');
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
  return new ApiError(ServerCode.ACCOUNT_LOCKED, 'server.accountLocked', { minutes });
}
