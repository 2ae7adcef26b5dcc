import type { LoginResult } from '@portico/sdk';
import type { Database } from '../../db/client';
import type { LoginContext } from '../sso/sign-in-checks';

/**
 * How a second factor was proven, as the login log and the ID token's `amr` tell it: `hwk` a
 * passkey bound to its device, `swk` a synced passkey.
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
 * Reads a live mfaToken without spending it (a passkey check builds its options from the user's
 * credentials first); null when the token is unknown, expired or used.
 */
export async function peekMfaToken(
  _db: Database,
  _mfaToken: string,
): Promise<MfaTokenSubject | null> {
  throw new Error('peekMfaToken: not built yet');
}

/**
 * Finishes a sign-in held at its second factor once the caller has proven `factor`: spends the
 * mfaToken (single use, on any node) and answers the login result the password alone would have.
 * Throws `UcCode.MFA_TOKEN_INVALID` for an unknown, expired or used token.
 */
export async function completeSecondFactor(
  _db: Database,
  _mfaToken: string,
  _factor: ProvenFactor,
  _context: LoginContext = {},
): Promise<LoginResult> {
  throw new Error('completeSecondFactor: not built yet');
}
