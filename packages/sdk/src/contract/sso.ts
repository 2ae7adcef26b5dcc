import { z } from 'zod';
import { loginRequestSchema } from './login-schema';
import { codeSchema } from './page-query';

/**
 * Single sign-on and login calls (api-contract.md §7.3). The contract shows few payloads, so the
 * shapes not shown are defined here once, for the server and the clients.
 */

const optionalAppCode = z.string().trim().min(1).max(32).optional();
const mobileCode = z.string().trim().min(1).max(16).optional();

/**
 * POST {UC}/sso/login: DESIGN.md's `{ unitCode, userCode, password }`, plus optional `appCode`
 * (whose menus the login result carries; default UC) and `mobileCode` (units with SMS validation).
 */
export const ssoLoginRequestSchema = loginRequestSchema.extend({
  appCode: optionalAppCode,
  mobileCode,
  /**
   * Ask for a second factor whatever the unit's policy: the hub sets it when an OpenID Connect
   * client demanded one (`acr_values`, the sign-in page's `mfa=1`). It can only make sign-in
   * stricter.
   */
  secondFactor: z.boolean().optional(),
});
export type SsoLoginRequest = z.infer<typeof ssoLoginRequestSchema>;

/** POST {UC}/sso/pmsLogin: a hotel-system (PMS) account of the hotel unit, and its password. */
export const pmsLoginRequestSchema = z.object({
  unitCode: loginRequestSchema.shape.unitCode,
  pmsAccount: z.string().trim().min(1, 'validation.login.userCodeRequired').max(64),
  password: loginRequestSchema.shape.password,
  appCode: optionalAppCode,
});
export type { PmsLoginRequest } from './login-types';

/** POST {UC}/sso/changeLoginInfo (api-contract.md §7.3): answers the new jwtToken (a string). */
export const changeLoginInfoRequestSchema = z.object({
  orgCode: codeSchema(),
  appCode: codeSchema(32),
});
export type ChangeLoginInfoRequest = z.infer<typeof changeLoginInfoRequestSchema>;

/** A token being checked, as `?token=` or (without the query field) the Authorization header. */
export const checkedTokenSchema = z.string().trim().min(1).max(512);

/**
 * GET {UC}/sso/check and /sso/available: token, appCode; check answers a jwtToken string. The
 * contract shows `?token=`, which proxies and access logs keep, so the token may instead come in
 * the `Authorization` header (raw or `Bearer …`), which is what the SDK sends; the query field
 * wins when both are given, and a call with neither is refused naming `token`.
 */
export const tokenAppQuerySchema = z.object({
  token: checkedTokenSchema.optional(),
  appCode: codeSchema(32),
});

/** The header that carries the token of /sso/check and /sso/available when the query does not. */
export const checkedTokenHeadersSchema = z.object({
  authorization: z
    .string()
    .optional()
    .describe('The token checked, raw or `Bearer …`, when the query has no `token`.'),
});
export type TokenAppQuery = z.infer<typeof tokenAppQuerySchema>;

/**
 * GET {UC}/sso/check: `token` and `appCode` as the contract shows them, plus optional additions:
 * - `redirect`, where the hub is about to send the answer: the server refuses it (40113) unless
 *   its origin is the one registered for `appCode` (DESIGN.md "Security model");
 * - `codeChallenge` with the hub's token: base64url(SHA-256(verifier)) of the page that started
 *   the sign-in; the code minted is then bound to it;
 * - `codeVerifier` with a bound code: the verifier itself, without which the code is refused.
 */
export const ssoCheckQuerySchema = tokenAppQuerySchema.extend({
  redirect: z.string().trim().min(1).max(2048).optional(),
  codeChallenge: z
    .string()
    .regex(/^[\w-]{43}$/)
    .optional(),
  // RFC 7636 §4.1: 43–128 unreserved characters.
  codeVerifier: z
    .string()
    .regex(/^[\w.~-]{43,128}$/)
    .optional(),
});
export type SsoCheckQuery = z.infer<typeof ssoCheckQuerySchema>;

/**
 * GET {UC}/sso/ticket (not in the contract): issues a one-time ticket for /sso/iamCheck, bound to
 * the caller's session, the app and the service URL, which must be at the origin registered for
 * the app (40113 otherwise). Answers the ticket (a string).
 */
export const ticketQuerySchema = z.object({
  appCode: codeSchema(32),
  service: z.string().trim().min(1).max(2048),
});
export type TicketQuery = z.infer<typeof ticketQuerySchema>;

/** GET {UC}/sso/iamCheck: query ticket, service, appCode; answers a login result (new session). */
export const iamCheckQuerySchema = z.object({
  ticket: z.string().trim().min(1).max(512),
  service: z.string().trim().min(1).max(2048).optional(),
  appCode: codeSchema(32),
});
export type IamCheckQuery = z.infer<typeof iamCheckQuerySchema>;

/** Lifetime of a ticket: it only has to survive one redirect. */
export const TICKET_TTL_SECONDS = 300;

/** GET {UC}/sso/casLoginOption: what the login page offers besides unit/account/password. */
export const casLoginOptionSchema = z.object({
  /** An external CAS/SSO login button, when the server is configured with one. */
  cas: z.object({ enabled: z.boolean(), loginUrl: z.string().nullable() }),
  /** PMS account login (product.md §2.6). */
  pmsLogin: z.boolean(),
  /** Password recovery by e-mail. */
  resetPasswordByMail: z.boolean(),
  /**
   * Sign-in through the unit's corporate identity provider (server README "Upstream identity
   * providers"): offered when some unit has one; the page sends the browser to
   * `{UC}/sso/upstream/start?unitCode=`.
   */
  upstream: z.object({ enabled: z.boolean() }).optional(),
  /**
   * Sign-in with a passkey alone: offered (a button and the user field's autofill) when some
   * unit allows it; a passkey of a user whose unit does not is refused with 40151.
   */
  passkey: z.object({ enabled: z.boolean() }).optional(),
});
export type CasLoginOption = z.output<typeof casLoginOptionSchema>;

/** POST {UC}/sso/sendResetPasswordMail: the bound e-mail of the account gets a code. */
export const sendResetPasswordMailRequestSchema = z.object({
  unitCode: z.string().trim().min(1, 'validation.recovery.unitRequired').max(64),
  userCode: z.string().trim().min(1, 'validation.recovery.accountRequired').max(64),
  email: z.string().trim().min(1, 'validation.recovery.emailRequired').max(254),
});
export type SendResetPasswordMailRequest = z.infer<typeof sendResetPasswordMailRequestSchema>;

/**
 * POST {UC}/sso/resetPassword (not in the contract; /unsubscribeEmailHtml): sets a new password
 * with the mailed code. The new password must pass the unit's PASSWORD_STRATEGY.
 */
export const resetPasswordRequestSchema = sendResetPasswordMailRequestSchema.extend({
  validateCode: z.string().trim().min(1, 'validation.verifyCode.required').max(16),
  newPassword: z.string().min(1, 'validation.password.newRequired').max(128),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * POST {UC}/sso/unlockAccount (not in the contract): the account holder ends a lock set by
 * repeated failed sign-ins with the code mailed to the bound e-mail when the lock began.
 */
/** POST {UC}/sso/checkResetCode (not in the contract): the reset request without the password. */
export const checkResetCodeRequestSchema = resetPasswordRequestSchema.omit({ newPassword: true });
export type CheckResetCodeRequest = z.input<typeof checkResetCodeRequestSchema>;

export const unlockAccountRequestSchema = z.object({
  unitCode: z.string().trim().min(1, 'validation.recovery.unitRequired').max(64),
  userCode: z.string().trim().min(1, 'validation.recovery.accountRequired').max(64),
  validateCode: z.string().trim().min(1, 'validation.verifyCode.required').max(16),
});
export type UnlockAccountRequest = z.infer<typeof unlockAccountRequestSchema>;

/** GET {UC}/sso/sendMobileCode?encodedCode=: sends the sign-in SMS code of that account. */
export const sendMobileCodeQuerySchema = z.object({
  encodedCode: z.string().trim().min(1).max(400),
});

/** The `encodedCode` of an account: base64url of `unitCode:userCode` (UTF-8). */
export function encodeMobileCodeKey(unitCode: string, userCode: string): string {
  const bytes = new TextEncoder().encode(`${unitCode}:${userCode}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inverse of `encodeMobileCodeKey`; null when the value is not one. */
export function decodeMobileCodeKey(
  encoded: string,
): { unitCode: string; userCode: string } | null {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    const split = text.indexOf(':');
    if (split <= 0 || split === text.length - 1) return null;
    return { unitCode: text.slice(0, split), userCode: text.slice(split + 1) };
  } catch {
    return null;
  }
}
