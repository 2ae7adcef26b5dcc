import type { MfaChallenge, MfaFactor, UnitMfaPolicy } from '@portico/sdk/contract';
import { UcCode } from '@portico/sdk/internal';
import type { Database } from '../../db/client';
import { ApiError } from '../../shared/errors';
import { isExempt } from '../security/security';
import type { Admitted, Attempt, LoginContext } from '../sso/sign-in-checks';
import { isUnitAdmin } from '../units/units';
import type { UnitRow, UserRow } from '../session/session';
import { markRequired, userFactorsOf, type UserFactors } from './factors';
import { mfaPolicyOf } from './policy';
import { issueMfaToken } from './tokens';
import { amrOfUpstream, type Amr } from './amr';

/**
 * Whether a sign-in that passed its first step needs a second factor (and which), under the
 * unit's policy, the user's factors and what the client demanded (OpenID Connect `acr_values`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Factors a user can enrol through Portico's own calls and screens (SMS is the unit's setting). */
const ENROLLABLE: readonly MfaFactor[] = ['totp', 'passkey'];

/** What the policy asks of this user: nothing, a factor when they have one, or a factor. */
export async function requirementOf(
  db: Database,
  user: UserRow,
  unit: UnitRow,
  policy: UnitMfaPolicy,
): Promise<'none' | 'optional' | 'required'> {
  if (policy.policy === 'off') return 'none';
  if (policy.policy === 'all') return 'required';
  if (policy.policy === 'admins' && (await isUnitAdmin(db, user.id, unit.id))) return 'required';
  return 'optional';
}

/**
 * The factors the user has that the policy counts (recovery codes go with `totp`). `sms` needs a
 * mobile number on the account: the one an administrator or the user's own profile keeps, as the
 * unit's SMS validation uses it.
 */
export function usableFactors(
  factors: UserFactors,
  counted: readonly MfaFactor[],
  user: { mobile: string | null },
): MfaFactor[] {
  const usable: MfaFactor[] = [];
  if (factors.totp && counted.includes('totp')) usable.push('totp');
  if (factors.passkeys > 0 && counted.includes('passkey')) usable.push('passkey');
  if (smsReachable(user) && counted.includes('sms')) usable.push('sms');
  return usable;
}

/** A sign-in code can be texted to the user. */
export const smsReachable = (user: { mobile: string | null }): boolean =>
  Boolean(user.mobile?.trim());

/** When enrolment is forced for a user the policy requires a factor of (grace from `since`). */
export function enrolBy(since: Date, policy: UnitMfaPolicy): Date {
  return new Date(since.getTime() + policy.graceDays * DAY_MS);
}

export interface GateOptions {
  /** The client demanded a second factor (OpenID Connect `acr_values`), whatever the policy. */
  demanded?: boolean;
  /** The `amr` an upstream identity provider asserted for this sign-in. */
  upstreamAmr?: readonly string[];
}

/**
 * Lets the sign-in through with the `amr` of its first step, or holds it: 40121 with a token for
 * the factor, 40122 with a token for the enrolment. A held sign-in is logged when it completes.
 */
export async function secondFactorGate(
  db: Database,
  attempt: Attempt,
  context: LoginContext,
  { unit, user, security }: Admitted,
  options: GateOptions,
): Promise<Amr[]> {
  const first: Amr[] = attempt.via === 'upstream' ? amrOfUpstream(options.upstreamAmr) : ['pwd'];
  const policy = await mfaPolicyOf(db, unit);
  const requirement = options.demanded ? 'required' : await requirementOf(db, user, unit, policy);
  if (requirement === 'none') return first;

  // A factor already proven by this sign-in: the unit's SMS validation, or the upstream provider's
  // own second factor when the unit trusts it.
  const smsProven =
    policy.factors.includes('sms') &&
    security.smsValidation === 'T' &&
    !(await isExempt(db, unit.id, user.id, 'SMS'));
  if (smsProven) return [...first, 'sms', 'mfa'];
  if (attempt.via === 'upstream' && policy.trustUpstreamMfa && first.includes('mfa')) return first;

  const counted = options.demanded ? ENROLLABLE : policy.factors;
  const factors = await userFactorsOf(db, user.id);
  const usable = usableFactors(factors, counted, user);
  const held = {
    userId: user.id,
    unitId: unit.id,
    appCode: attempt.appCode ?? null,
    via: attempt.via,
    amr: first,
    ip: context.ip ?? null,
  };
  if (usable.length > 0) {
    const { mfaToken, expiresAt } = await issueMfaToken(db, { ...held, purpose: 'verify' });
    throw challenge(UcCode.MFA_REQUIRED, 'mfa.server.required', {
      mfaToken,
      factors: usable,
      recovery: usable.includes('totp') && factors.recoveryCodesLeft > 0,
      expiresAt: expiresAt.toISOString(),
    });
  }
  if (requirement === 'optional') return first;

  const now = new Date();
  const since = options.demanded ? now : await markRequired(db, user.id, now);
  if (!options.demanded && enrolBy(since, policy).getTime() > now.getTime()) return first;
  const { mfaToken, expiresAt } = await issueMfaToken(db, { ...held, purpose: 'enrol' });
  throw challenge(UcCode.MFA_ENROLMENT_REQUIRED, 'mfa.server.enrolmentRequired', {
    mfaToken,
    factors: counted.filter((factor) => ENROLLABLE.includes(factor)),
    expiresAt: expiresAt.toISOString(),
  });
}

function challenge(
  code: number,
  key: 'mfa.server.required' | 'mfa.server.enrolmentRequired',
  retVal: MfaChallenge,
): ApiError {
  return new ApiError(code, key, undefined, retVal);
}
