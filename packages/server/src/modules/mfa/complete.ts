import type { Locale, LoginResult } from '@portico/sdk';
import type {
  MfaEnrolLogin,
  MfaLoginRequest,
  MfaSmsSent,
  TotpEnrolment,
} from '@portico/sdk/contract';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginLogs, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import type { Mailer } from '../../shared/mail';
import { isExempt, securityOf } from '../security/security';
import { idleWindowOf } from '../session/session-idle';
import type { UnitRow, UserRow } from '../session/session';
import { countFailure, mailLock } from '../sso/lockout';
import { startSignedIn } from '../sso/session-start';
import type { LoginContext } from '../sso/sign-in-checks';
import { unitById } from '../units/units';
import { withFactor } from './amr';
import { noticeFactorChange } from './factor-notice';
import { codeWrong, confirmPendingSecret, savePendingSecret, spendCode } from './factors';
import { sendSmsFactorCode, spendSmsFactorCode } from './sms-factor';
import type { ResetNoticeChannels } from './reset-notice';
import { newTotpSecret, otpauthUri } from './totp';
import { readMfaToken, spendMfaToken, tokenInvalid, type HeldSignIn } from './tokens';

/**
 * The second step of a sign-in held at its factor (40121) or its enrolment (40122): the factor is
 * checked against the token's user, then the token is spent and the sign-in finishes as the
 * password alone would have (sessions.ts, the repeat-login policy, the login log with the factor).
 */

/**
 * How a second factor was proven, as the login log tells it: `hwk` a passkey bound to its device,
 * `swk` a synced passkey.
 */
export type ProvenFactor = 'totp' | 'recovery' | 'hwk' | 'swk' | 'sms';

/** Who a live mfaToken was given to, for the factor checks that need the user first. */
export interface MfaTokenSubject {
  userId: string;
  unitId: string;
  /** `verify`: a 40121 token (prove a factor); `enrol`: a 40122 token (enrolment only). */
  purpose: 'verify' | 'enrol';
}

/**
 * Reads a live mfaToken of that purpose without spending it (a passkey check builds its options
 * from the user's credentials first); 40124 when it is unknown, expired, used or of another purpose.
 */
export async function peekMfaToken(
  db: Database,
  mfaToken: string,
  purpose: 'verify' | 'enrol' = 'verify',
): Promise<MfaTokenSubject> {
  const { userId, unitId } = await readMfaToken(db, mfaToken, purpose);
  return { userId, unitId, purpose };
}

/** The account of a held sign-in, still able to sign in (else 40124: start again). */
export async function accountOf(
  db: Database,
  held: HeldSignIn,
): Promise<{ user: UserRow; unit: UnitRow }> {
  const [user] = await db.select().from(users).where(eq(users.id, held.userId)).limit(1);
  const unit = await unitById(db, held.unitId);
  if (!user || !unit) throw tokenInvalid();
  if (user.status !== 'enabled') {
    throw new ApiError(ServerCode.ACCOUNT_DISABLED, 'server.accountDisabled');
  }
  if (unit.status !== 'enabled') {
    throw new ApiError(UcCode.UNIT_DISABLED, 'adminUnits.server.unitDisabled');
  }
  return { user, unit };
}

/**
 * Finishes a sign-in held at its second factor once the caller has proven `factor`: spends the
 * mfaToken (single use, on any node) and answers the login result. `purpose: 'enrol'` finishes a
 * sign-in held for enrolment once the new factor is confirmed. 40124 for an unknown, expired or
 * used token. A recovery code ends every other session of the user.
 */
export async function completeSecondFactor(
  db: Database,
  mfaToken: string,
  factor: ProvenFactor,
  context: LoginContext = {},
  purpose: 'verify' | 'enrol' = 'verify',
): Promise<LoginResult> {
  const held = await spendMfaToken(db, mfaToken, purpose);
  const { user, unit } = await accountOf(db, held);
  const security = await securityOf(db, unit.id);
  const repeatPolicy =
    security.repeatLogin === 'T' && !(await isExempt(db, unit.id, user.id, 'REPEAT_LOGIN'));
  return startSignedIn(
    db,
    {
      unit,
      user,
      repeatPolicy,
      appCode: held.appCode,
      via: held.via,
      amr: withFactor(held.amr, amrOfFactor(factor)),
      factor,
      idleMinutes: await idleWindowOf(db, unit.id, user.id, security),
      endOthers: factor === 'recovery',
    },
    context,
  );
}

function amrOfFactor(factor: ProvenFactor): 'otp' | 'hwk' | 'swk' | 'sms' {
  return factor === 'totp' || factor === 'recovery' ? 'otp' : factor;
}

type Account = { user: UserRow; unit: UnitRow };

/** A failed step of a sign-in or of a proof of identity, in the login log. */
export async function logFailure(
  db: Database,
  { user, unit }: Account,
  context: LoginContext,
  reason: string,
): Promise<void> {
  await db.insert(loginLogs).values({
    unitCode: unit.code,
    userCode: user.userCode,
    userName: user.name,
    loginState: 'failure',
    ip: context.ip ?? null,
    reason,
  });
}

/**
 * A wrong code or password counts toward the lockout (the lock mailed when it starts) and is
 * logged.
 */
export async function countWrongSecret(
  db: Database,
  account: Account,
  context: LoginContext,
  reason: string,
): Promise<void> {
  const { user, unit } = account;
  const security = await securityOf(db, unit.id);
  const { failures, lockedUntil } = await countFailure(db, user, security, Date.now());
  if (lockedUntil) {
    await mailLock(
      db,
      context.mailer,
      { unit, user, failures, until: lockedUntil, ip: context.ip },
      context.locale ?? 'zh-CN',
    );
  }
  await logFailure(db, account, context, reason);
}

/**
 * A wrong code counts toward the lockout like a wrong password, and is logged; while a lock
 * runs no code is checked.
 */
export async function refuseCode(
  db: Database,
  account: Account,
  context: LoginContext,
  reason: string,
): Promise<never> {
  await countWrongSecret(db, account, context, reason);
  throw codeWrong();
}

export function isLocked(user: Pick<UserRow, 'locked' | 'lockedUntil'>, now = Date.now()): boolean {
  return user.locked === 'T' && (!user.lockedUntil || user.lockedUntil.getTime() > now);
}

/**
 * POST /sso/login/mfa: a TOTP or recovery code, or with `factor: 'sms'` the code texted by
 * POST /sso/login/mfa/sms, for the token's user; then the login result.
 */
export async function loginWithCode(
  db: Database,
  input: MfaLoginRequest,
  context: LoginContext = {},
): Promise<LoginResult> {
  const held = await readMfaToken(db, input.mfaToken, 'verify');
  const account = await accountOf(db, held);
  if (isLocked(account.user)) throw codeWrong();
  const factor =
    input.factor === 'sms'
      ? (await spendSmsFactorCode(db, account, input.code)) && 'sms'
      : await spendCode(db, account.user.id, input.code);
  if (!factor) return refuseCode(db, account, context, 'mfaCodeWrong');
  return completeSecondFactor(db, input.mfaToken, factor, context);
}

/** POST /sso/login/mfa/sms: a code texted to the held sign-in's user. */
export async function sendSmsForSignIn(
  db: Database,
  mailer: Mailer,
  mfaToken: string,
  locale: Locale,
): Promise<MfaSmsSent> {
  const account = await accountOf(db, await readMfaToken(db, mfaToken, 'verify'));
  if (isLocked(account.user)) throw codeWrong();
  return sendSmsFactorCode(db, mailer, account, locale);
}

/** POST /sso/login/mfa/totp: an enrolment forced at sign-in starts. */
export async function startForcedEnrolment(db: Database, mfaToken: string): Promise<TotpEnrolment> {
  const held = await readMfaToken(db, mfaToken, 'enrol');
  const { user, unit } = await accountOf(db, held);
  const secret = newTotpSecret();
  await savePendingSecret(db, user.id, secret);
  return { secret, otpauthUri: otpauthUri(secret, unit.code, user.userCode) };
}

/**
 * POST /sso/login/mfa/totp/confirm: the enrolment is confirmed, the user is told of the new
 * factor as after an enrolment of their own, and the sign-in finishes.
 */
export async function confirmForcedEnrolment(
  db: Database,
  input: { mfaToken: string; code: string },
  notices: ResetNoticeChannels,
  context: LoginContext = {},
): Promise<MfaEnrolLogin> {
  const held = await readMfaToken(db, input.mfaToken, 'enrol');
  const account = await accountOf(db, held);
  if (isLocked(account.user)) throw codeWrong();
  const recoveryCodes = await confirmPendingSecret(db, account.user.id, input.code);
  if (!recoveryCodes) return refuseCode(db, account, context, 'mfaCodeWrong');
  // Told before the sign-in finishes: the factor is stored even if the token loses a race.
  await noticeFactorChange(db, notices, account, 'added', 'totp');
  const login = await completeSecondFactor(db, input.mfaToken, 'totp', context, 'enrol');
  return { recoveryCodes, login };
}
