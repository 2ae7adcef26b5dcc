import { translate, type Locale } from '@portico/sdk';
import { VERIFICATION_CODE_TTL_MINUTES, type MfaSmsSent } from '@portico/sdk/contract';
import { UcCode } from '@portico/sdk/internal';
import type { Database } from '../../db/client';
import { ApiError } from '../../shared/errors';
import type { Mailer } from '../../shared/mail';
import { consumeCode, issueCode, RESEND_SECONDS } from '../sso/codes';
import { deliverOrFail } from '../sso/recovery';
import type { UnitRow, UserRow } from '../session/session';
import { smsReachable } from './gate';
import { mfaPolicyOf } from './policy';

/**
 * SMS as a second factor: the sign-in code of the unit's SMS validation, sent to the account's
 * mobile number for a sign-in held at its factor. The code store, its one-a-minute resend limit,
 * its ten-minute life and its five-guess burn are the SMS validation's own (`MOBILE_LOGIN` codes);
 * a sign-in held here has passed its first step, so the two never ask for a code at once.
 */

const PURPOSE = 'MOBILE_LOGIN';

/** 40123 (its "not enrolled" case), in words that say why. */
function notAllowed(): ApiError {
  return new ApiError(UcCode.MFA_CODE_WRONG, 'mfa.server.factorNotAllowed');
}

/** The policy counts `sms` for the account and it has a number to text; else 40123. */
export async function checkSmsFactor(db: Database, user: UserRow, unit: UnitRow): Promise<string> {
  const policy = await mfaPolicyOf(db, unit);
  if (!policy.factors.includes('sms') || !smsReachable(user)) throw notAllowed();
  return user.mobile!.trim();
}

/** All but the last four digits hidden: the user recognises the number, a bystander learns little. */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** Sends a fresh code (42901 within a minute of the last one; 50301 when delivery fails). */
export async function sendSmsFactorCode(
  db: Database,
  mailer: Mailer,
  { user, unit }: { user: UserRow; unit: UnitRow },
  locale: Locale,
): Promise<MfaSmsSent> {
  const mobile = await checkSmsFactor(db, user, unit);
  const code = await issueCode(db, { purpose: PURPOSE, userId: user.id, target: mobile });
  await deliverOrFail(db, mailer, {
    channel: 'sms',
    to: mobile,
    subject: translate(locale, 'serverAdmin.sms.loginSubject'),
    text: translate(locale, 'serverAdmin.sms.loginBody', {
      code,
      minutes: VERIFICATION_CODE_TTL_MINUTES,
    }),
  });
  return { mobile: maskMobile(mobile), resendSeconds: RESEND_SECONDS };
}

/** Spends the texted code once; a wrong guess counts against the code in its own transaction. */
export async function spendSmsFactorCode(
  db: Database,
  { user, unit }: { user: UserRow; unit: UnitRow },
  code: string,
): Promise<boolean> {
  const mobile = await checkSmsFactor(db, user, unit);
  return db.transaction((tx) =>
    consumeCode(tx, { purpose: PURPOSE, userId: user.id, target: mobile, code }),
  );
}
