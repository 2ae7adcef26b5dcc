import type { LoginResult } from '../contract/login';
import type { UnitParameter } from '../contract/org';
import type { HttpClient } from '../http/create-http-client';
import { parsePasswordStrategy, type PasswordStrategy } from '../validation/password-strategy';

/**
 * Re-login by token refreshes the login info: the sso endpoint in the hub, the user endpoint
 * otherwise (product.md §4). The token stays the same.
 */
export function fetchLoginByToken(http: HttpClient, isHub: boolean): Promise<LoginResult> {
  return isHub
    ? http.request<LoginResult>('UC', '/sso/reLogin', { method: 'POST' })
    : http.request<LoginResult>('UC', '/sso/getLoginByToken');
}

/** Unit switch: a new token for another unit (api-contract.md §7.3 changeLoginInfo). */
export function changeLoginInfo(
  http: HttpClient,
  body: { orgCode: string; appCode: string },
): Promise<string> {
  return http.request<string>('UC', '/sso/changeLoginInfo', { method: 'POST', body });
}

/** First-login cancel: the server sets firstLogin to F (product.md §4). */
export function cancelPasswordChange(http: HttpClient): Promise<unknown> {
  return http.request('UC', '/user/onChangePasswordCanceled', { method: 'POST' });
}

/** The parameter code of a unit's password rule (product.md §3). */
export const PASSWORD_STRATEGY_CODE = 'PASSWORD_STRATEGY';

/**
 * GET {UC}/parameter/unitPa?code=PASSWORD_STRATEGY&unitCode= (api-contract.md §7.5), parsed; no
 * parameter, an unreadable one or a failed call give the default rule (product.md §5).
 */
export async function fetchPasswordStrategy(
  http: HttpClient,
  unitCode: string,
): Promise<PasswordStrategy> {
  const parameter = await http
    .request<UnitParameter | null>('UC', '/parameter/unitPa', {
      query: { code: PASSWORD_STRATEGY_CODE, unitCode },
    })
    .catch(() => null);
  return parsePasswordStrategy(parameter);
}

/** POST {UC}/user/updateUserPassword?oldPassword=&newPassword= (api-contract.md §7.4). */
export async function updateUserPassword(
  http: HttpClient,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await http.request('UC', '/user/updateUserPassword', {
    method: 'POST',
    query: { oldPassword, newPassword },
  });
}
