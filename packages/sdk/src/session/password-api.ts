import type { UnitParameter } from '../contract/org';
import type { HttpClient } from '../http/create-http-client';
import { parsePasswordStrategy, type PasswordStrategy } from '../validation/password-strategy';

// Apart from session-api.ts: the session code is in every first paint, the password rule is not.

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

/**
 * POST {UC}/user/updateUserPassword (api-contract.md §7.4). The contract shows both passwords in
 * the query string; the server reads them from a JSON body as well, which is where they go here,
 * so that no URL (proxy logs, access logs) carries a password.
 */
export async function updateUserPassword(
  http: HttpClient,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await http.request('UC', '/user/updateUserPassword', {
    method: 'POST',
    body: { oldPassword, newPassword },
  });
}
