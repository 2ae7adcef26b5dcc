import { type PorticoClient } from '@portico/sdk';
import { checkToken, getLoginByToken } from '@portico/sdk/internal';

/**
 * Trades the hub's one-time code for an app session (hub-session.ts adoptHubCode, which has
 * already taken the code off the address bar); a refused code leaves the page signed out.
 */
export async function exchange(
  client: PorticoClient,
  code: string,
  appCode: string,
): Promise<void> {
  try {
    const appToken = await checkToken(client.http, code, appCode);
    // Not this page's earlier session: getLoginByToken must ask about the new token alone.
    client.session.clear();
    client.session.start(await getLoginByToken(client.http, appToken));
  } catch (error) {
    console.warn('Portico: the sign-in code from the hub was refused', error);
  }
}
