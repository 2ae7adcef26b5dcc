import type { Envelope } from '../contract/envelope';
import type { LoginResult } from '../contract/login';
import { ResultCode } from '../contract/result-codes';
import { UcCode } from '../contract/uc-codes';
import type { HttpClient } from '../http/create-http-client';
import type { MessageKey } from '../i18n/translate';

/*
 * The SSO calls of api-contract.md §7.3 that the navigation rules make. Their failures are the
 * rules' business (a message and /login, or sso with the logout flag), so they skip the client's
 * global 50001 logout and 52100 hooks, which would otherwise navigate away underneath them.
 */

/**
 * The paths of those calls under the UC base, all GETs. Constants, not the declarations of
 * `@portico/sdk/contract`: those carry zod schemas, which would land in the quick-start bundle;
 * sso-api.test.ts checks that these equal the declarations' methods and paths.
 */
export const SSO_PATHS = {
  check: '/sso/check',
  iamCheck: '/sso/iamCheck',
  available: '/sso/available',
  loginByToken: '/sso/getLoginByToken',
} as const;

/**
 * The token a check is about goes in the Authorization header, never in `?token=` (which the
 * contract shows and the server still reads): URLs end up in proxies' and servers' access logs.
 * It wins over the session's own token (create-http-client.ts).
 */
const checked = (token: string) => ({ Authorization: token });

/**
 * GET {UC}/sso/check (token, appCode) → the app's jwtToken; `codeVerifier` redeems a code the hub
 * minted for this page's challenge (sign-in-binding.ts).
 */
export async function checkToken(
  http: HttpClient,
  token: string,
  appCode: string,
  codeVerifier?: string,
): Promise<string> {
  const retVal = await http.request<string | { jwtToken?: string }>('UC', SSO_PATHS.check, {
    query: { appCode, codeVerifier },
    headers: checked(token),
    skipSessionHooks: true,
  });
  // The contract says "jwtToken"; a server that wraps it in an object is read the same way.
  const jwt = typeof retVal === 'string' ? retVal : retVal?.jwtToken;
  if (!jwt) throw new TypeError('/sso/check answered without a jwtToken');
  return jwt;
}

/**
 * The hub's half of the hand-off (DESIGN.md "Security model"): GET {UC}/sso/check with the hub's
 * token, the app code, the redirect about to be followed and the challenge of the page that
 * asked, if any. `retVal` is a one-time code issued for that app (bound to the challenge), never
 * the hub's token. Refusals come back as the envelope: 53012 (the session is
 * over), 54002 (the unit has not opened the app), 40113 (the redirect is not at the origin
 * registered for the app code), 40304 (the token is an app's, not the hub's).
 */
export function requestAppCode(
  http: HttpClient,
  params: { token: string; appCode: string; redirect: string; codeChallenge?: string },
): Promise<Envelope<string | null>> {
  const { token, ...query } = params;
  return http.requestEnvelope<string | null>('UC', SSO_PATHS.check, {
    query,
    headers: checked(token),
    returnResults: [
      ResultCode.TOKEN_UNAVAILABLE_A,
      ResultCode.TOKEN_UNAVAILABLE_B,
      UcCode.ORIGIN_NOT_REGISTERED,
      UcCode.APP_TOKEN_SCOPE,
    ],
    skipSessionHooks: true,
  });
}

/** GET {UC}/sso/iamCheck?ticket&service&appCode → the login info (CAS ticket check). */
export function iamCheck(
  http: HttpClient,
  params: { ticket: string; service: string; appCode: string },
): Promise<LoginResult> {
  return http.request<LoginResult>('UC', SSO_PATHS.iamCheck, {
    query: params,
    skipSessionHooks: true,
  });
}

/**
 * GET {UC}/sso/available (token, appCode) → the envelope: results 53012 and 54002 come back
 * instead of being thrown (api-contract.md §7.3, §8).
 */
export function tokenAvailable(
  http: HttpClient,
  token: string,
  appCode: string,
): Promise<Envelope<unknown>> {
  return http.requestEnvelope<unknown>('UC', SSO_PATHS.available, {
    query: { appCode },
    headers: checked(token),
    returnResults: [ResultCode.TOKEN_UNAVAILABLE_A, ResultCode.TOKEN_UNAVAILABLE_B],
    skipSessionHooks: true,
  });
}

/**
 * GET {UC}/sso/getLoginByToken with `token` as Authorization → the login info. The client adds
 * the session's own token when it has one, so callers validating a new token clear the session
 * first (see run-navigation).
 */
export async function getLoginByToken(http: HttpClient, token: string): Promise<LoginResult> {
  const login = await http.request<LoginResult>('UC', SSO_PATHS.loginByToken, {
    headers: checked(token),
    skipSessionHooks: true,
  });
  // The session keeps the token it was asked about when the answer leaves it out.
  return { ...login, jwtToken: login.jwtToken || token };
}

/**
 * The token check before launching an app (product.md §2.7): null when the token is good for
 * the app; 'sso.appNotOpened' when the unit has not opened it (54002, the rule of §2.2); else
 * 'error.tokenExpired' ('current login information has expired, please log in again').
 */
export async function verifyLaunchToken(
  http: HttpClient,
  token: string,
  appCode: string,
): Promise<MessageKey | null> {
  try {
    const envelope = await tokenAvailable(http, token, appCode);
    if (envelope.result === ResultCode.OK) return null;
    return envelope.result === ResultCode.TOKEN_UNAVAILABLE_B
      ? 'sso.appNotOpened'
      : 'error.tokenExpired';
  } catch {
    return 'error.tokenExpired';
  }
}
