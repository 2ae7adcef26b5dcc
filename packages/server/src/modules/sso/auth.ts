import { recordSignIn } from '../audit/sign-in-events';
import { type LoginResult } from '@portico/sdk';
import { type PmsLoginRequest, UcCode } from '@portico/sdk/internal';
import { type OverwriteCheck, type SsoLoginRequest } from '@portico/sdk/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginLogs, sessions, units, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { buildLoginResult } from './login-result';
import { createSession, hashToken } from '../session/session';
import { idleWindowOf } from '../session/session-idle';
import { announceEnded, revokeSessions } from '../session/session-end';
import {
  admit,
  checkMobileCode,
  type Admitted,
  type Attempt,
  type LoginContext,
} from './sign-in-checks';

export { hashPassword, verifyPassword } from '../../shared/password';
export type { LoginContext } from './sign-in-checks';

/**
 * POST {UC}/sso/login. Unknown unit, unknown user and wrong password give the same answer; a
 * disabled or expired account, the IP whitelist and SMS validation are only revealed to someone
 * who knows the password. Every attempt is written to the login log.
 */
export async function login(
  db: Database,
  input: SsoLoginRequest,
  context: LoginContext = {},
  options: SignInOptions = {},
): Promise<LoginResult> {
  return signIn(db, await passwordAttempt(db, input), context, options);
}

/** The account of a unit code + user code sign-in (null parts: unknown). */
async function passwordAttempt(db: Database, input: SsoLoginRequest): Promise<Attempt> {
  const [row] = await db
    .select({ unit: units, user: users })
    .from(units)
    .leftJoin(users, and(eq(users.unitId, units.id), eq(users.userCode, input.userCode)))
    .where(eq(units.code, input.unitCode))
    .limit(1);
  return {
    ...input,
    account: input.userCode,
    unit: row?.unit ?? null,
    user: row?.user ?? null,
    via: 'password',
  };
}

/**
 * POST {UC}/login/checkOverwrite: whether signing in with these credentials would end the
 * account's session elsewhere. The credentials go through the same checks as a sign-in (and
 * count towards the lockout), so the answer tells nothing to someone without the password.
 */
export async function checkOverwrite(
  db: Database,
  input: SsoLoginRequest,
  context: LoginContext = {},
): Promise<OverwriteCheck> {
  const admitted = await admit(db, await passwordAttempt(db, input), context);
  if (!admitted.repeatPolicy) return { overwrite: false, session: null };
  return overwriteCheck(db, admitted);
}

/** The newest live sign-in session of the account, which signing in would end. */
async function overwriteCheck(db: Database, { user }: Admitted): Promise<OverwriteCheck> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, ip: sessions.ip })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        isNull(sessions.parentId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!row) return { overwrite: false, session: null };
  return { overwrite: true, session: { time: row.createdAt.toISOString(), ip: row.ip } };
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

/**
 * Sign-in through the unit's upstream identity provider (README "Upstream identity providers"):
 * the provider proved who this is, so no password is checked; everything else is the sign-in of
 * the form (lockout, account and unit state, IP whitelist, login limits, SMS, repeat-login
 * policy, the login log with reason `upstream`).
 */
export async function upstreamLogin(
  db: Database,
  subject: { unit: Attempt['unit']; user: Attempt['user'] },
  context: LoginContext = {},
): Promise<LoginResult> {
  return signIn(
    db,
    {
      unitCode: subject.unit?.code ?? '',
      account: subject.user?.userCode ?? '',
      password: '',
      unit: subject.unit,
      user: subject.user,
      via: 'upstream',
    },
    context,
  );
}

export interface SignInOptions {
  /**
   * POST /login: the caller's consent to end the account's session elsewhere. Without it, a
   * sign-in the repeat-login policy would make end another session is refused with 52101.
   */
  consent?: { overwrite: boolean };
}

async function signIn(
  db: Database,
  attempt: Attempt,
  context: LoginContext,
  options: SignInOptions = {},
): Promise<LoginResult> {
  const admitted = await admit(db, attempt, context);
  const { unit, user, repeatPolicy } = admitted;
  // Asked before the SMS code is spent, so that agreeing does not need a second code.
  if (repeatPolicy && options.consent && !options.consent.overwrite) {
    const check = await overwriteCheck(db, admitted);
    if (check.session) {
      const { time, ip } = check.session;
      throw new ApiError(
        UcCode.OVERWRITE_UNCONFIRMED,
        'serverAdmin.overwriteUnconfirmed',
        { time, ip: ip ?? '-' },
        check,
      );
    }
  }
  await checkMobileCode(db, attempt, context, admitted);
  const idleMinutes = await idleWindowOf(db, unit.id, user.id, admitted.security);

  const token = await db.transaction(async (tx) => {
    if (user.failedAttempts !== 0 || user.locked === 'T') {
      await tx
        .update(users)
        .set({ failedAttempts: 0, locked: 'F', lockedUntil: null })
        .where(eq(users.id, user.id));
    }
    // The repeat-login policy: older sessions end now and answer 52100 from their next call.
    if (repeatPolicy) await revokeSessions(tx, { userId: user.id, reason: 'repeatLogin' });
    const created = await createSession(tx, {
      user,
      appCode: attempt.appCode,
      ip: context.ip,
      idleMinutes,
    });
    await tx.insert(loginLogs).values({
      unitCode: unit.code,
      userCode: user.userCode,
      userName: user.name,
      loginState: 'success',
      ip: context.ip ?? null,
      appCode: attempt.appCode ?? null,
      reason: attempt.via,
    });
    await recordSignIn(tx, 'signIn.success', {
      unit,
      user,
      ip: context.ip,
      userAgent: context.userAgent,
      reason: attempt.via,
    });
    return created;
  });
  if (repeatPolicy) {
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    // The new sign-in's own family keeps its sockets; every older one closes on every node.
    await announceEnded(db, {
      userId: user.id,
      exceptFamilyId: session?.id,
      reason: 'repeatLogin',
    });
  }
  return buildLoginResult(db, {
    user,
    unit,
    token,
    appCode: attempt.appCode ?? null,
    lockScreenMinutes: idleMinutes,
  });
}
