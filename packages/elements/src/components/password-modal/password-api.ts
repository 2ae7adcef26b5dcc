import {
  cancelPasswordChange,
  parsePasswordStrategy,
  type PasswordStrategy,
  type PorticoClient,
  type UnitParameter,
} from '@portico/sdk';

/** The parameter code of the unit's password rule (product.md §3). */
export const PASSWORD_STRATEGY_CODE = 'PASSWORD_STRATEGY';

/**
 * GET {UC}/parameter/unitPa?code=PASSWORD_STRATEGY&unitCode= (api-contract.md §7.5), parsed by
 * the SDK; no parameter, an unreadable one or a failed call give the default rule (product.md §5).
 */
export async function fetchPasswordStrategy(client: PorticoClient): Promise<PasswordStrategy> {
  const unitCode = client.session.info.value?.unitCode ?? '';
  const parameter = await client.http
    .request<UnitParameter | null>('UC', '/parameter/unitPa', {
      query: { code: PASSWORD_STRATEGY_CODE, unitCode },
    })
    .catch(() => null);
  return parsePasswordStrategy(parameter);
}

/** POST {UC}/user/updateUserPassword?oldPassword=&newPassword= (api-contract.md §7.4). */
export async function updateUserPassword(
  client: PorticoClient,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await client.http.request('UC', '/user/updateUserPassword', {
    method: 'POST',
    query: { oldPassword, newPassword },
  });
}

/**
 * Closing the forced first-login change (product.md §4): the cancel call, then firstLogin F in
 * the session, which ends the forced mode.
 */
export async function cancelFirstLoginChange(client: PorticoClient): Promise<void> {
  await cancelPasswordChange(client.http);
  const info = client.session.info.value;
  const token = client.session.token.value;
  if (!info || !token) return;
  client.startSession({
    ...info,
    jwtToken: token,
    userInfoDO: { ...info.userInfoDO, firstLogin: 'F' },
  });
}
