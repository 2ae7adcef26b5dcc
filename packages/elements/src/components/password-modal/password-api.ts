import { type PorticoClient } from '@portico/sdk';
import { cancelPasswordChange } from '@portico/sdk/internal';

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
