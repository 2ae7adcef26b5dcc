/**
 * Result codes of the user-centre calls beyond ServerCode (api-contract.md §8 leaves server codes
 * unshown, so they are defined here once, for the server and the clients).
 */
export const UcCode = {
  /** The account's use period (expireTime) has ended. */
  ACCOUNT_EXPIRED: 40104,
  /** The unit's IP whitelist does not contain the caller's address. */
  IP_NOT_ALLOWED: 40105,
  /** The unit validates sign-ins by SMS: send `mobileCode` (see `encodeMobileCodeKey`). */
  MOBILE_CODE_REQUIRED: 40106,
  /** The SMS code is wrong, expired or used. */
  MOBILE_CODE_WRONG: 40107,
  /** The /sso/iamCheck ticket is unknown, used, expired or for another app or service. */
  TICKET_INVALID: 40108,
  /** An e-mail verification code is wrong, expired or used. */
  CODE_INVALID: 40109,
  /** The old password of /user/updateUserPassword is wrong. */
  OLD_PASSWORD_WRONG: 40110,
  /** Password recovery: unit, account or bound e-mail do not match (api-contract.md §8). */
  MAIL_MISMATCH: 40111,
  /** The unit is disabled: nobody signs in to it until an administrator enables it again. */
  UNIT_DISABLED: 40112,
  /**
   * /sso/check and /sso/ticket: the redirect or service is not at the origin registered for the
   * app code (a `javascript:` address, another app's origin, an unknown host).
   */
  ORIGIN_NOT_REGISTERED: 40113,
  /** An app session (issued for one app by /sso/check or a ticket) asked beyond its app's scope. */
  APP_TOKEN_SCOPE: 40304,
  /**
   * A call that changes credentials (password, recovery e-mail or mobile, second factor, unit)
   * was made with an app session: only a hub session may make it. The client opens the hub's
   * page for the action (`/sso?action=password|unit&appCode&redirect`), which hands off back.
   */
  HUB_SESSION_REQUIRED: 40305,
  /** A unit the caller may not sign in to or manage. */
  UNIT_NOT_ALLOWED: 40302,
  /** A code was sent less than 60 s ago (the client's countdown, api-contract.md §9). */
  CODE_TOO_SOON: 42901,
  /** The mail server refused or was unreachable; nothing was changed. */
  MAIL_FAILED: 50301,
  /** /sso/available: the token is invalid, expired or revoked. */
  TOKEN_UNAVAILABLE: 53012,
  /**
   * /sso/available and /sso/check: the unit has not opened the app, or the app is disabled
   * (product.md §2.2 'unit has not opened the application or the application is disabled').
   */
  APP_UNAVAILABLE: 54002,
  /** A login limit of the unit does not allow signing in now (weekday or time of day). */
  LOGIN_TIME_REFUSED: 40120,
  /**
   * POST /login: signing in would end the account's session elsewhere (repeat-login policy);
   * `retVal` tells that session's `{ time, ip }`; send again with `overwrite: true` to go on.
   */
  OVERWRITE_UNCONFIRMED: 52101,
  /**
   * A second factor is due: the password was right, no session was made. `retVal` is an
   * `MfaChallenge` `{ mfaToken, factors, recovery, expiresAt }`; prove one of `factors` with the
   * token (a code to POST /sso/login/mfa, after POST /sso/login/mfa/sms for `sms`, or a passkey)
   * for the login result.
   */
  MFA_REQUIRED: 40121,
  /**
   * The unit's policy requires a second factor, the user has none and the grace period is over:
   * `retVal` is an `MfaChallenge` whose token allows only the enrolment calls
   * (POST /sso/login/mfa/totp, then /confirm; or /sso/login/mfa/passkey/options, then
   * /sso/login/mfa/passkey), which answer the login result.
   */
  MFA_ENROLMENT_REQUIRED: 40122,
  /** The second-factor code is wrong, malformed, already used or not enrolled. */
  MFA_CODE_WRONG: 40123,
  /** The mfaToken is unknown, expired, used, or not for this step. */
  MFA_TOKEN_INVALID: 40124,
  /**
   * Adding a sign-in factor needs a recent proof of identity: the session's sign-in (or its last
   * POST /self/verify) is older than the window. Confirm the password, or a code of the user's
   * authenticator app, with POST /self/verify, then repeat the call.
   */
  REVERIFY_REQUIRED: 40125,
  /**
   * A passkey answer was refused: wrong signature, unknown passkey, another site's, expired or
   * already used challenge, a replayed counter, or not a WebAuthn answer at all.
   */
  PASSKEY_REJECTED: 40150,
  /** Signing in with a passkey alone: the user's unit does not allow it (password first). */
  PASSWORDLESS_NOT_ALLOWED: 40151,
} as const;
/** One of the user-centre result codes of `UcCode`. */
export type UcCodeValue = (typeof UcCode)[keyof typeof UcCode];
