/** Result codes with a meaning on the client (api-contract.md §4, §8). */
export const ResultCode = {
  OK: 0,
  /** The session is gone: go to logout (sso-logout when sso). */
  LOGOUT: 50001,
  /** The account was signed in elsewhere: set the repeat-login flag. */
  REPEAT_LOGIN: 52100,
  /** Token check: the token is invalid, expired or revoked (returned to the caller, not thrown). */
  TOKEN_UNAVAILABLE_A: 53012,
  /**
   * Token check: the unit has not opened the app or the app is disabled; the token is still
   * valid (returned to the caller, not thrown).
   */
  TOKEN_UNAVAILABLE_B: 54002,
  /** System-option update refused: show the message and return false. */
  SYSTEM_OPTION_REFUSED: 58002,
  /** Any failure without an HTTP status (network down, CORS, abort). */
  UNKNOWN_NETWORK: -999,
} as const;

/**
 * Server-side failure codes of the reference server. The contract does not show them
 * (api-contract.md §8 "other server-side error codes are not shown"), so they are defined here,
 * once, for the server and the clients alike.
 */
export const ServerCode = {
  /** Input failed validation; `msg` names the rule. */
  INVALID_INPUT: 40001,
  /** Unit, user or password do not match. */
  BAD_CREDENTIALS: 40101,
  /** Account disabled. */
  ACCOUNT_DISABLED: 40102,
  /** Account locked after repeated failures. */
  ACCOUNT_LOCKED: 40103,
  /** The caller lacks the permission. */
  FORBIDDEN: 40301,
  /** The record does not exist. */
  NOT_FOUND: 40401,
  /** Too many sign-in, recovery or code calls: wait the seconds of `Retry-After`. */
  TOO_MANY_REQUESTS: 42900,
  /** An unexpected server failure (never for user input). */
  INTERNAL: 50000,
  /**
   * The service cannot answer now (the database is unreachable or too slow): sent with HTTP 503,
   * so a load balancer or the client may retry.
   */
  UNAVAILABLE: 50300,
} as const;
