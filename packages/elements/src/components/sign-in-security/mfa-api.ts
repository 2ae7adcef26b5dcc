import type { LoginResult, PorticoClient } from '@portico/sdk';
import type { SelfMfaStatus, TotpEnrolment } from '@portico/sdk/contract';

/**
 * The {UC} calls of the Sign-in security dialog and of an enrolment forced at sign-in, as
 * declared in `@portico/sdk/contract` (checked against the declarations in call-paths.test.ts):
 * named here rather than imported, since a declaration carries its zod schemas and the
 * elements' bundles ship no zod.
 */
export const MFA_CALLS = {
  status: { method: 'GET', path: '/self/mfa' },
  totpStart: { method: 'POST', path: '/self/mfa/totp' },
  totpConfirm: { method: 'POST', path: '/self/mfa/totp/confirm' },
  totpRemove: { method: 'DELETE', path: '/self/mfa/totp' },
  verify: { method: 'POST', path: '/self/verify' },
  enrolStart: { method: 'POST', path: '/sso/login/mfa/totp' },
  enrolConfirm: { method: 'POST', path: '/sso/login/mfa/totp/confirm' },
} as const;

export type { SelfMfaStatus, TotpEnrolment };

type Call = (typeof MFA_CALLS)[keyof typeof MFA_CALLS];

const send = <T>(client: PorticoClient, call: Call, body?: object) =>
  client.http.request<T>('UC', call.path, { method: call.method, body });

export const getMfaStatus = (client: PorticoClient) =>
  send<SelfMfaStatus>(client, MFA_CALLS.status);

export const removeTotp = (client: PorticoClient, password: string) =>
  send<null>(client, MFA_CALLS.totpRemove, { password });

/** What confirms the user: the current password, or a current code of their authenticator. */
export type SelfProof = { password: string } | { code: string };

/** Confirms the user: adding a factor needs no other confirmation for a while. */
export const verifySelf = (client: PorticoClient, proof: SelfProof) =>
  send<{ verifiedUntil: string }>(client, MFA_CALLS.verify, proof);

/** The two steps of an authenticator enrolment: a secret, then one code that confirms it. */
export interface TotpEnrolmentCalls {
  start: () => Promise<TotpEnrolment>;
  /** Answers the recovery codes and, for an enrolment forced at sign-in, the login result. */
  confirm: (code: string) => Promise<{ recoveryCodes: string[]; login?: LoginResult }>;
}

/** The signed-in user's own enrolment. */
export const selfEnrolment = (client: PorticoClient): TotpEnrolmentCalls => ({
  start: () => send<TotpEnrolment>(client, MFA_CALLS.totpStart, {}),
  confirm: (code) => send<{ recoveryCodes: string[] }>(client, MFA_CALLS.totpConfirm, { code }),
});

/**
 * An enrolment forced at sign-in (40122): no session yet, the sign-in's token stands in for it
 * and the confirmation completes the sign-in.
 */
export const signInEnrolment = (client: PorticoClient, mfaToken: string): TotpEnrolmentCalls => ({
  start: () => send<TotpEnrolment>(client, MFA_CALLS.enrolStart, { mfaToken }),
  confirm: (code) =>
    send<{ recoveryCodes: string[]; login: LoginResult }>(client, MFA_CALLS.enrolConfirm, {
      mfaToken,
      code,
    }),
});

/** Six digits, spaces a user may type between them left out. */
export function normaliseTotpCode(value: string): string | null {
  const code = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
