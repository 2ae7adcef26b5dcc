import type { LoginResult, PorticoClient } from '@portico/sdk';

/**
 * Writes a change the server has accepted (a new email, the end of the forced password change)
 * into the signed-in user's session, so every element reading the session shows it without a
 * reload. Nothing happens when the session ended meanwhile.
 */
export function patchSessionUser(
  client: PorticoClient,
  patch: Partial<LoginResult['userInfoDO']>,
): void {
  const info = client.session.info.value;
  const token = client.session.token.value;
  if (!info || !token) return;
  client.startSession({ ...info, jwtToken: token, userInfoDO: { ...info.userInfoDO, ...patch } });
}
