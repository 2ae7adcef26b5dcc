import type { TextKey } from '../../texts/catalogue';

/**
 * The second step asks for the authenticator's code, a recovery code instead, or a code texted
 * to the user's mobile.
 */
export type SecondFactorKind = 'totp' | 'recovery' | 'sms';

/** What a "second factor due" answer (40121) named: the factors and whether recovery codes are left. */
export interface SecondFactorNamed {
  factors: readonly string[];
  recovery?: boolean;
}

/** The ways the second step offers, and the one it opens with (null: a passkey is the only way). */
export interface SecondStepOffer {
  totp: boolean;
  recovery: boolean;
  sms: boolean;
  passkey: boolean;
  first: SecondFactorKind | null;
}

/**
 * Offers exactly what the server named: a passkey only where the browser can use one too, a
 * recovery code only beside the authenticator and only while codes are left.
 */
export function secondStepOffer(
  named: SecondFactorNamed,
  passkeysSupported: boolean,
): SecondStepOffer {
  const totp = named.factors.includes('totp');
  const recovery = totp && named.recovery === true;
  const sms = named.factors.includes('sms');
  const passkey = passkeysSupported && named.factors.includes('passkey');
  const first = totp ? 'totp' : sms ? 'sms' : null;
  return { totp, recovery, sms, passkey, first };
}

/**
 * The code as it is sent: six digits for the authenticator or the SMS (spaces typed between them
 * dropped), a recovery code as typed but trimmed (the server ignores its dashes and spaces).
 */
export function secondFactorCode(
  kind: SecondFactorKind,
  value: string,
): { ok: true; code: string } | { ok: false; error: TextKey } {
  if (kind !== 'recovery') {
    const code = value.replace(/\s+/g, '');
    if (!code) return { ok: false, error: 'mfa.step.required' };
    return /^\d{6}$/.test(code) ? { ok: true, code } : { ok: false, error: 'mfa.totp.codeInvalid' };
  }
  const code = value.trim();
  return code ? { ok: true, code } : { ok: false, error: 'mfa.step.required' };
}
