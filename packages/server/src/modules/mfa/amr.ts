/**
 * Authentication method references (RFC 8176) as the ID token's `amr` tells them, and the `acr`
 * that follows: `pwd` a password, `otp` an authenticator-app or recovery code, `hwk`/`swk` a
 * passkey bound to its device or synced, `sms` the SMS validation, `mfa` more than one factor.
 */
export type Amr = 'pwd' | 'otp' | 'hwk' | 'swk' | 'sms' | 'mfa' | 'fed';

const KNOWN: readonly string[] = ['pwd', 'otp', 'hwk', 'swk', 'sms', 'mfa'];

/** The `acr` of a sign-in with a second factor, which an RP may demand with `acr_values`. */
export const ACR_MFA = 'urn:portico:acr:mfa';
/** The `acr` of a sign-in with one factor. */
export const ACR_PWD = 'urn:portico:acr:pwd';
/** The `acr_values` a relying party may send to demand a second factor. */
export const MFA_ACR_VALUES: readonly string[] = [
  ACR_MFA,
  'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
];

/** A sign-in through an upstream provider: `fed`, and what it asserted that we know. */
export function amrOfUpstream(asserted: readonly string[] = []): Amr[] {
  const known = asserted.filter((value): value is Amr => KNOWN.includes(value));
  const proven = new Set<Amr>(['fed', ...known]);
  // A provider that proved two methods but did not say `mfa` proved more than one factor still.
  if (known.filter((value) => value !== 'mfa').length > 1) proven.add('mfa');
  return [...proven];
}

/** The first step's methods and the factor proven after it. */
export function withFactor(first: readonly string[], factor: 'otp' | 'hwk' | 'swk' | 'sms'): Amr[] {
  const proven = new Set([...first, factor, 'mfa']);
  return [...proven].filter((value): value is Amr => [...KNOWN, 'fed'].includes(value));
}

export function acrOf(amr: readonly string[]): string {
  return amr.includes('mfa') ? ACR_MFA : ACR_PWD;
}
