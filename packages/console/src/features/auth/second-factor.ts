import type { MessageKey } from '@portico/sdk';

/** The second step asks for the authenticator's code, or a recovery code instead. */
export type SecondFactorKind = 'totp' | 'recovery';

/**
 * The code as it is sent: six digits for the authenticator (spaces typed between them dropped),
 * a recovery code as typed but trimmed (the server ignores its dashes and spaces).
 */
export function secondFactorCode(
  kind: SecondFactorKind,
  value: string,
): { ok: true; code: string } | { ok: false; error: MessageKey } {
  if (kind === 'totp') {
    const code = value.replace(/\s+/g, '');
    if (!code) return { ok: false, error: 'mfa.step.required' };
    return /^\d{6}$/.test(code) ? { ok: true, code } : { ok: false, error: 'mfa.totp.codeInvalid' };
  }
  const code = value.trim();
  return code ? { ok: true, code } : { ok: false, error: 'mfa.step.required' };
}
