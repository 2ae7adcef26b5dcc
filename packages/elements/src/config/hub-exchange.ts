import { type MessageKey, type PorticoClient, registerMessages } from '@portico/sdk';
import {
  checkToken,
  getLoginByToken,
  keepsOtherUser,
  ssoRulesMessages,
} from '@portico/sdk/internal';
import type { HubCodeOutcome } from './hub-session';

/**
 * Trades the hub's one-time code for an app session (hub-session.ts adoptHubCode, which has
 * already taken the code off the address bar). Only a code of the sign-in this page started is
 * spent, with that sign-in's verifier; a live session of another user is kept unless the user
 * says yes to the switch (the child rules' question, the browser's confirm).
 */
export async function exchange(
  client: PorticoClient,
  code: string,
  appCode: string,
  verifier: string | null,
  ask: (text: string) => boolean = (text) => window.confirm(text),
  /** False where the tab cannot keep a state (storage blocked): its sign-ins go unbound. */
  canBind = true,
): Promise<HubCodeOutcome> {
  registerMessages(ssoRulesMessages);
  const refused = (key: MessageKey, params?: Record<string, string>): HubCodeOutcome => ({
    type: 'refused',
    key,
    params,
  });
  // Someone else's sign-in (a link, a code without this page's state): never spent. A tab that
  // cannot keep a state takes an unbound code only while it has no session to lose.
  if (!verifier && (canBind || client.session.token.value)) return refused('sso.codeRefused');
  try {
    const appToken = await checkToken(client.http, code, appCode, verifier ?? undefined);
    const login = await getLoginByToken(client.http, appToken);
    const kept = await keepsOtherUser(client, login, ask);
    if (kept?.type === 'kept') {
      const params = { current: kept.current, next: kept.next };
      return { type: 'kept', key: 'sso.keptUser', params };
    }
    client.session.clear();
    client.session.start(login);
    return { type: 'signed-in' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refused('sso.validateFailed', { reason });
  }
}
