import type { PorticoClient } from '@portico/sdk';

/**
 * The {UC} calls of the Sign-in security dialog, as declared in `@portico/sdk/contract`
 * (checked against the declarations in call-paths.test.ts): named here rather than imported,
 * since a declaration carries its zod schemas and the elements' bundles ship no zod.
 */
export const MFA_CALLS = {
  status: { method: 'GET', path: '/self/mfa' },
  totpStart: { method: 'POST', path: '/self/mfa/totp' },
  totpConfirm: { method: 'POST', path: '/self/mfa/totp/confirm' },
  totpRemove: { method: 'DELETE', path: '/self/mfa/totp' },
} as const;

/** What the unit's policy asks of this user. */
export type MfaPolicyAsk = 'off' | 'optional' | 'required';

/** GET /self/mfa: what the signed-in user has enrolled and what the unit's policy asks. */
export interface MfaStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  /** The policy as it applies to this user. */
  policy: { asks: MfaPolicyAsk; graceUntil?: string | null };
}

/** POST /self/mfa/totp: a fresh secret, a factor only once a code confirms it. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
}

type Call = (typeof MFA_CALLS)[keyof typeof MFA_CALLS];

/**
 * During a sign-in whose enrolment is due there is no session yet: the calls carry the
 * sign-in's mfaToken instead, which allows only them.
 */
function send<T>(client: PorticoClient, call: Call, body?: object, mfaToken?: string) {
  return client.http.request<T>('UC', call.path, {
    method: call.method,
    body: mfaToken ? { ...body, mfaToken } : body,
  });
}

export const getMfaStatus = (client: PorticoClient) => send<MfaStatus>(client, MFA_CALLS.status);

export const startTotp = (client: PorticoClient, mfaToken?: string) =>
  send<TotpEnrolment>(client, MFA_CALLS.totpStart, {}, mfaToken);

export const confirmTotp = (client: PorticoClient, code: string, mfaToken?: string) =>
  send<{ recoveryCodes: string[] }>(client, MFA_CALLS.totpConfirm, { code }, mfaToken);

export const removeTotp = (client: PorticoClient, password: string) =>
  send<unknown>(client, MFA_CALLS.totpRemove, { password });

/** Six digits, spaces a user may type between them left out. */
export function normaliseTotpCode(value: string): string | null {
  const code = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
