import type { LoginResult } from '../contract/login';
import type { HttpClient } from '../http/create-http-client';

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
