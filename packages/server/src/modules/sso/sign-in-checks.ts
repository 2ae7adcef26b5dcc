import { recordSignIn } from '../audit/sign-in-events';
import { type Locale } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { encodeMobileCodeKey } from '@portico/sdk/contract';
import type { Database } from '../../db/client';
import { loginLogs } from '../../db/schema';
import { consumeCode } from './codes';
import { ApiError } from '../../shared/errors';
import { countFailure, mailLock } from './lockout';
import { loginAllowedAt } from '../security/login-limits';
import type { Mailer } from '../../shared/mail';
import type { Live } from '../messages/messages-live';
import { spendVerify, verifyPassword } from '../../shared/password';
import { isExempt, isIpAllowed, securityOf, type SecuritySettings } from '../security/security';
import type { UnitRow, UserRow } from '../session/session';

/**
 * The checks of a sign-in (product.md §4, §2.5 /safety, /login-limit), apart from what signing
 * in then does (auth.ts): every refusal is written to the login log before it is thrown.
 */

export interface LoginContext {
  ip?: string;
  /** The browser's User-Agent: the device the new session family is listed with, and the audit trail's. */
  userAgent?: string;
  /** Where the lock notice goes (lockout.ts); none: the lock just runs out. */
  mailer?: Mailer;
  /** The language of the lock notice. */
  locale?: Locale;
  /** Live push: the sockets of sessions the repeat-login policy ends are closed at once. */
  live?: Live;
}

export interface Attempt {
  unitCode: string;
  /** As typed: the user code, or the PMS account. */
  account: string;
  unit: UnitRow | null;
  user: UserRow | null;
  password: string;
  appCode?: string;
  mobileCode?: string;
  /**
   * `upstream`: the unit's identity provider proved the identity; `passkey`: a passkey alone
   * did. No password is checked for either.
   */
  via: 'password' | 'pms' | 'upstream' | 'passkey';
}

/** A sign-in that passed every check but SMS validation: who, where, and the policy that applies. */
export interface Admitted {
  unit: UnitRow;
  user: UserRow;
  /** The unit's repeat-login policy applies to the user: signing in ends their other sessions. */
  repeatPolicy: boolean;
  /** The unit's security settings as admitting read them (the later steps need no second read). */
  security: SecuritySettings;
}

/** Writes failed attempts to the login log, then throws the refusal. */
function refuser(db: Database, attempt: Attempt, context: LoginContext) {
  return async (reason: string, error: ApiError): Promise<never> => {
    await db.transaction(async (tx) => {
      await tx.insert(loginLogs).values({
        unitCode: attempt.unitCode,
        userCode: attempt.user?.userCode ?? attempt.account,
        userName: attempt.user?.name ?? null,
        loginState: 'failure',
        ip: context.ip ?? null,
        appCode: attempt.appCode ?? null,
        reason,
      });
      await recordSignIn(tx, 'signIn.failure', {
        unit: attempt.unit,
        user: attempt.user,
        account: attempt.account,
        ip: context.ip,
        userAgent: context.userAgent,
        reason,
      });
    });
    throw error;
  };
}

/**
 * The checks of a sign-in up to SMS validation, in the order that reveals nothing to someone
 * without the password: credentials and lockout, then account and unit state, use period, IP
 * whitelist and login limits. Each refusal is written to the login log.
 */
export async function admit(
  db: Database,
  attempt: Attempt,
  context: LoginContext,
): Promise<Admitted> {
  const { unit, user } = attempt;
  const refuse = refuser(db, attempt, context);
  if (!unit || !user) {
    await spendVerify(attempt.password);
    return refuse('badCredentials', badCredentials());
  }

  const now = Date.now();
  const security = await securityOf(db, unit.id);
  if (user.locked === 'T' && user.lockedUntil && user.lockedUntil.getTime() > now) {
    // A failure lock (lockout.ts): no password is checked while it runs, and the answer is that
    // of a wrong password, so guessing pauses and nothing tells that the account exists or is
    // locked; the holder was told by e-mail.
    await spendVerify(attempt.password);
    return refuse('locked', badCredentials());
  }

  const adminLocked = user.locked === 'T' && !user.lockedUntil;
  const proven = attempt.via === 'upstream' || attempt.via === 'passkey';
  if (!proven && !(await verifyPassword(user.passwordHash, attempt.password))) {
    // Failures do not count against an administrator's lock: it has no end to grow.
    if (adminLocked) return refuse('locked', badCredentials());
    const { failures, lockedUntil } = await countFailure(db, user, security, now);
    if (lockedUntil) {
      await mailLock(
        db,
        context.mailer,
        { unit, user, failures, until: lockedUntil, ip: context.ip },
        context.locale ?? 'zh-CN',
      );
      return refuse('locked', badCredentials());
    }
    return refuse('badCredentials', badCredentials());
  }
  // An administrator's lock is told only to someone who knows the password (like disabled).
  if (adminLocked) {
    return refuse(
      'locked',
      new ApiError(ServerCode.ACCOUNT_LOCKED, 'serverAdmin.accountLockedByAdmin'),
    );
  }

  if (user.status !== 'enabled') {
    return refuse('disabled', new ApiError(ServerCode.ACCOUNT_DISABLED, 'server.accountDisabled'));
  }
  if (unit.status !== 'enabled') {
    return refuse(
      'unitDisabled',
      new ApiError(UcCode.UNIT_DISABLED, 'adminUnits.server.unitDisabled'),
    );
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
  // Login limits (product.md §2.5 /login-limit), read at each sign-in.
  if (
    !(await isExempt(db, unit.id, user.id, 'LOGIN_LIMIT')) &&
    !(await loginAllowedAt(db, unit.id, user.id, new Date(now)))
  ) {
    return refuse(
      'loginTime',
      new ApiError(UcCode.LOGIN_TIME_REFUSED, 'serverAdmin.loginTimeRefused'),
    );
  }
  const repeatPolicy =
    security.repeatLogin === 'T' && !(await isExempt(db, unit.id, user.id, 'REPEAT_LOGIN'));
  return { unit, user, repeatPolicy, security };
}

/** SMS validation (product.md §2.5 /safety/sms): a code sent by /sso/sendMobileCode is spent. */
export async function checkMobileCode(
  db: Database,
  attempt: Attempt,
  context: LoginContext,
  { unit, user, security }: Admitted,
): Promise<void> {
  if (security.smsValidation !== 'T' || (await isExempt(db, unit.id, user.id, 'SMS'))) return;
  const refuse = refuser(db, attempt, context);
  const encodedCode = encodeMobileCodeKey(unit.code, user.userCode);
  if (!attempt.mobileCode) {
    await refuse(
      'mobileCodeRequired',
      new ApiError(UcCode.MOBILE_CODE_REQUIRED, 'serverAdmin.mobileCodeRequired', undefined, {
        encodedCode,
      }),
    );
  }
  const code = attempt.mobileCode ?? '';
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
    await refuse(
      'mobileCodeWrong',
      new ApiError(UcCode.MOBILE_CODE_WRONG, 'serverAdmin.mobileCodeWrong', undefined, {
        encodedCode,
      }),
    );
  }
}

function badCredentials(): ApiError {
  return new ApiError(ServerCode.BAD_CREDENTIALS, 'server.badCredentials');
}
