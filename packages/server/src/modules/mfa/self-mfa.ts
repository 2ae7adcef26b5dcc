import type {
  RecoveryCodes,
  SelfMfaStatus,
  TotpEnrolment,
  TotpRemoveRequest,
} from '@portico/sdk/contract';
import { UcCode } from '@portico/sdk/internal';
import type { Database } from '../../db/client';
import { ApiError } from '../../shared/errors';
import { verifyPassword } from '../../shared/password';
import { isExempt, securityOf } from '../security/security';
import type { ActiveSession } from '../session/session';
import { refuseCode } from './complete';
import { confirmPendingSecret, removeTotp, savePendingSecret, userFactorsOf } from './factors';
import { noticeFactorChange } from './factor-notice';
import { enrolBy, requirementOf, usableFactors } from './gate';
import { requireRecentVerification } from './recent-verification';
import type { ResetNoticeChannels } from './reset-notice';
import { mfaPolicyOf } from './policy';
import { newTotpSecret, otpauthUri } from './totp';

/** The signed-in user's own second factors (GET/POST/DELETE /self/mfa…). */

export async function selfMfaStatus(db: Database, session: ActiveSession): Promise<SelfMfaStatus> {
  const { user, unit } = session;
  const [policy, factors, security] = await Promise.all([
    mfaPolicyOf(db, unit),
    userFactorsOf(db, user.id),
    securityOf(db, unit.id),
  ]);
  const required = (await requirementOf(db, user, unit, policy)) === 'required';
  const sms =
    security.smsValidation === 'T' &&
    Boolean(user.mobile) &&
    !(await isExempt(db, unit.id, user.id, 'SMS'));
  const missing = required && usableFactors(factors, policy.factors, user).length === 0;
  return {
    totp: factors.totp,
    recoveryCodesLeft: factors.recoveryCodesLeft,
    passkeys: factors.passkeys,
    sms,
    policy: policy.policy,
    factors: policy.factors,
    required,
    // Before the first sign-in under the policy the grace period has not started: it would start now.
    enrolBy: missing ? enrolBy(factors.requiredSince ?? new Date(), policy).toISOString() : null,
  };
}

export async function startTotp(db: Database, session: ActiveSession): Promise<TotpEnrolment> {
  await requireRecentVerification(db, session);
  const secret = newTotpSecret();
  await savePendingSecret(db, session.user.id, secret);
  return { secret, otpauthUri: otpauthUri(secret, session.unit.code, session.user.userCode) };
}

export async function confirmTotp(
  db: Database,
  session: ActiveSession,
  code: string,
  notices: ResetNoticeChannels,
): Promise<RecoveryCodes> {
  // Checked again here: an enrolment started in time is not confirmed by a token taken later.
  await requireRecentVerification(db, session);
  const recoveryCodes = await confirmPendingSecret(db, session.user.id, code);
  if (!recoveryCodes) return refuseCode(db, session, {}, 'mfaCodeWrong');
  await noticeFactorChange(db, notices, session, 'added', 'totp');
  return { recoveryCodes };
}

export async function deleteTotp(
  db: Database,
  session: ActiveSession,
  { password }: TotpRemoveRequest,
  notices: ResetNoticeChannels,
): Promise<null> {
  if (!(await verifyPassword(session.user.passwordHash, password))) {
    throw new ApiError(UcCode.OLD_PASSWORD_WRONG, 'mfa.server.passwordWrong');
  }
  await db.transaction((tx) => removeTotp(tx, session.user.id));
  await noticeFactorChange(db, notices, session, 'removed', 'totp');
  return null;
}
