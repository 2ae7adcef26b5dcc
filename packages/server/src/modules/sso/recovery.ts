import { translate, type Locale } from '@portico/sdk';
import {
  validateEmailBeforeSend,
  validateNewPassword,
  ServerCode,
  UcCode,
} from '@portico/sdk/internal';
import {
  decodeMobileCodeKey,
  VERIFICATION_CODE_TTL_MINUTES,
  type ResetPasswordRequest,
  type SendResetPasswordMailRequest,
} from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { units, users } from '../../db/schema';
import { checkCode, consumeCode, issueCode } from './codes';
import { ApiError } from '../../shared/errors';
import type { Mailer } from '../../shared/mail';
import { passwordPolicyOf } from '../units/parameters';
import { hashPassword } from '../../shared/password';
import { securityOf } from '../security/security';
import type { UnitRow, UserRow } from '../session/session';
import { announceEnded, revokeSessions } from '../session/session-end';

/** The account of a recovery request, when unit, account and bound e-mail all match. */
async function recoveryAccount(
  db: Database,
  input: SendResetPasswordMailRequest,
): Promise<{ unit: UnitRow; user: UserRow }> {
  const invalid = validateEmailBeforeSend(input.email);
  if (invalid) throw new ApiError(ServerCode.INVALID_INPUT, invalid);
  const [row] = await db
    .select({ unit: units, user: users })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(and(eq(units.code, input.unitCode), eq(users.userCode, input.userCode)))
    .limit(1);
  const email = row?.user.email?.toLowerCase();
  // 'Set password email error: account or email filled in wrongly' (api-contract.md §8), for a
  // disabled account too, so that recovery tells nothing more than the login page does.
  if (!row || !email || email !== input.email.toLowerCase() || row.user.status !== 'enabled') {
    throw new ApiError(UcCode.MAIL_MISMATCH, 'serverAdmin.mailMismatch');
  }
  return row;
}

/** POST /sso/sendResetPasswordMail: a single-use code, valid 10 minutes, to the bound e-mail. */
export async function sendResetPasswordMail(
  db: Database,
  mailer: Mailer,
  input: SendResetPasswordMailRequest,
  locale: Locale,
): Promise<void> {
  const { unit, user } = await recoveryAccount(db, input);
  const code = await issueCode(db, {
    purpose: 'RESET_PASSWORD',
    userId: user.id,
    target: input.email,
  });
  const params = {
    name: user.name,
    unitCode: unit.code,
    userCode: user.userCode,
    code,
    minutes: VERIFICATION_CODE_TTL_MINUTES,
  };
  await deliverOrFail(db, mailer, {
    channel: 'mail',
    to: user.email!,
    subject: translate(locale, 'serverAdmin.mail.resetSubject'),
    text: translate(locale, 'serverAdmin.mail.resetBody', params),
  });
}

/** The details of a recovery code check: the reset request without the new password. */
export type CheckResetCodeInput = Omit<ResetPasswordRequest, 'newPassword'>;

/**
 * POST /sso/checkResetCode: whether the mailed code is right, without spending it, so that the
 * recovery dialog refuses a wrong code at "Next" rather than after the new password is typed.
 * A wrong code counts against the code's attempts like a wrong reset does.
 */
export async function checkResetCode(db: Database, input: CheckResetCodeInput): Promise<void> {
  const { user } = await recoveryAccount(db, input);
  const right = await checkCode(db, {
    purpose: 'RESET_PASSWORD',
    userId: user.id,
    target: input.email,
    code: input.validateCode,
  });
  if (!right) throw new ApiError(UcCode.CODE_INVALID, 'serverAdmin.codeInvalid');
}

/**
 * POST /sso/resetPassword: the mailed code and a new password that passes the unit's
 * PASSWORD_STRATEGY. The code is spent with the change; every session of the account ends.
 * Answers the account's id, for the live session event.
 */
export async function resetPassword(db: Database, input: ResetPasswordRequest): Promise<string> {
  const { unit, user } = await recoveryAccount(db, input);
  const { strategy } = await passwordPolicyOf(db, unit);
  const weak = validateNewPassword(input.newPassword, '', { strategy });
  if (weak) throw ApiError.fromRef(ServerCode.INVALID_INPUT, weak);
  const passwordHash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    const right = await consumeCode(tx, {
      purpose: 'RESET_PASSWORD',
      userId: user.id,
      target: input.email,
      code: input.validateCode,
    });
    if (!right) return false;
    await tx
      .update(users)
      .set({ passwordHash, pwdChangedAt: new Date(), firstLogin: 'F', failedAttempts: 0 })
      .where(eq(users.id, user.id));
    await revokeSessions(tx, { userId: user.id, reason: 'password' });
    return true;
  });
  // Thrown after the transaction so that a wrong guess still counts against the code.
  if (!done) throw new ApiError(UcCode.CODE_INVALID, 'serverAdmin.codeInvalid');
  await announceEnded(db, { userId: user.id, reason: 'password' });
  return user.id;
}

/**
 * GET /sso/sendMobileCode?encodedCode=: the sign-in SMS code of a unit with SMS validation.
 * The answer must not tell whether the account exists, has a mobile number, or was sent a code
 * a moment ago: the key is checked here and the caller answers at once, while `delivery` (the
 * lookup, the code and the SMS) runs after the answer and never fails the call. A second ask
 * within the resend minute sends nothing, silently, so it answers like an unknown account.
 */
export function sendMobileCode(
  db: Database,
  mailer: Mailer,
  encodedCode: string,
  locale: Locale,
): { delivery: () => Promise<void> } {
  const key = decodeMobileCodeKey(encodedCode);
  if (!key)
    throw new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', { detail: 'encodedCode' });
  return { delivery: () => deliverMobileCode(db, mailer, key, locale) };
}

async function deliverMobileCode(
  db: Database,
  mailer: Mailer,
  key: { unitCode: string; userCode: string },
  locale: Locale,
): Promise<void> {
  const [row] = await db
    .select({ unit: units, user: users })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(and(eq(units.code, key.unitCode), eq(users.userCode, key.userCode)))
    .limit(1);
  if (!row?.user.mobile || row.user.status !== 'enabled') return;
  if ((await securityOf(db, row.unit.id)).smsValidation !== 'T') return;
  let code: string;
  try {
    code = await issueCode(db, {
      purpose: 'MOBILE_LOGIN',
      userId: row.user.id,
      target: row.user.mobile,
    });
  } catch (error) {
    // The resend minute: the code sent a moment ago stands.
    if (error instanceof ApiError && error.code === UcCode.CODE_TOO_SOON) return;
    throw error;
  }
  await mailer.deliver(db, {
    channel: 'sms',
    to: row.user.mobile,
    subject: translate(locale, 'serverAdmin.sms.loginSubject'),
    text: translate(locale, 'serverAdmin.sms.loginBody', {
      code,
      minutes: VERIFICATION_CODE_TTL_MINUTES,
    }),
  });
}

/** A failed delivery is the caller's to retry, never a 500. */
export async function deliverOrFail(
  db: Database,
  mailer: Mailer,
  message: Parameters<Mailer['deliver']>[1],
): Promise<void> {
  try {
    await mailer.deliver(db, message);
  } catch {
    throw new ApiError(UcCode.MAIL_FAILED, 'serverAdmin.mailFailed');
  }
}
