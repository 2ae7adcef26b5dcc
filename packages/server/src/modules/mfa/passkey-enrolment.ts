import type { LoginResult } from '@portico/sdk';
import type { CallParsed, PASSKEY_CALLS } from '@portico/sdk/contract';
import { UcCode } from '@portico/sdk/internal';
import type { Database } from '../../db/client';
import { ApiError } from '../../shared/errors';
import { registerPasskey, registrationOptions } from '../passkeys/own-passkeys';
import type { RelyingParty } from '../passkeys/relying-party';
import type { LoginContext } from '../sso/sign-in-checks';
import { accountOf, completeSecondFactor } from './complete';
import { noticeFactorChange } from './factor-notice';
import { requirementOf } from './gate';
import { mfaPolicyOf } from './policy';
import type { ResetNoticeChannels } from './reset-notice';
import { readMfaToken } from './tokens';

/**
 * A passkey as the factor a sign-in held for enrolment (40122) sets up: the registration of the
 * user's own passkeys, for the token's user and scoped to that token (no session exists yet);
 * the registered passkey then finishes the sign-in as a passkey second factor would.
 */

async function enrollingAccount(db: Database, mfaToken: string) {
  const account = await accountOf(db, await readMfaToken(db, mfaToken, 'enrol'));
  const policy = await mfaPolicyOf(db, account.unit);
  // A passkey the policy does not count would not satisfy the next sign-in. Enrolment a client
  // demanded (OpenID Connect `acr_values`) under a policy that requires nothing takes any factor.
  const counted =
    policy.factors.includes('passkey') ||
    (await requirementOf(db, account.user, account.unit, policy)) !== 'required';
  if (!counted) throw new ApiError(UcCode.MFA_CODE_WRONG, 'mfa.server.factorNotAllowed');
  return account;
}

/** POST /sso/login/mfa/passkey/options: creation options for the held sign-in's user. */
export async function passkeyEnrolmentOptions(
  db: Database,
  rp: RelyingParty,
  mfaToken: string,
): Promise<Record<string, unknown>> {
  return registrationOptions(db, await enrollingAccount(db, mfaToken), rp);
}

/**
 * POST /sso/login/mfa/passkey: the passkey is verified and stored, the user is told of it as
 * after a registration of their own, and the sign-in finishes.
 */
export async function enrolPasskeyAtSignIn(
  db: Database,
  rp: RelyingParty,
  input: CallParsed<typeof PASSKEY_CALLS.enrol>,
  notices: ResetNoticeChannels,
  context: LoginContext,
): Promise<LoginResult> {
  const account = await enrollingAccount(db, input.mfaToken);
  const passkey = await registerPasskey(db, account, rp, input);
  await noticeFactorChange(db, notices, account, 'added', 'passkey');
  const factor = passkey.deviceType === 'multiDevice' ? 'swk' : 'hwk';
  return completeSecondFactor(db, input.mfaToken, factor, context, 'enrol');
}
