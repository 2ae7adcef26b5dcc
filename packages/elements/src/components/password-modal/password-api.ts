import { type PorticoClient } from '@portico/sdk';
import { cancelPasswordChange } from '@portico/sdk/internal';
import { patchSessionUser } from '../session-user';

/**
 * Closing the forced first-login change (product.md §4): the cancel call, then firstLogin F in
 * the session, which ends the forced mode.
 */
export async function cancelFirstLoginChange(client: PorticoClient): Promise<void> {
  await cancelPasswordChange(client.http);
  patchSessionUser(client, { firstLogin: 'F' });
}
