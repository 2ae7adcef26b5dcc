import type { MessageRef } from '../i18n/message-ref';
import { errors } from '../i18n/messages/areas/errors';
import { messageRules } from '../i18n/messages/areas/message-rules';
import { registerMessages } from '../i18n/registry';
import type { MessageKey } from '../i18n/translate';
import type { ConnectionState, SessionPush } from './live-connection';

/**
 * The texts messaging itself throws: the search and selection rules (product.md §5) and the
 * detail failure (api-contract.md §8). Labels of the message centre, the notices, the
 * connection states (`connectionStateMessage`: `messagingLiveMessages`) and the repeat-login
 * dialog belong to the screens that show them, which register their areas. Registered by
 * createMessaging and before any refusal, since the entry has no side effects.
 */
export function registerMessagingMessages(): void {
  registerMessages(errors, messageRules);
}

/** A label for the connection state, with the seconds left before a scheduled retry. */
export function connectionStateMessage(
  state: ConnectionState,
  retryInMs: number | null = null,
): MessageRef {
  if (state === 'reconnecting' && retryInMs !== null) {
    return {
      key: 'messaging.connection.retryIn',
      params: { seconds: Math.ceil(retryInMs / 1000) },
    };
  }
  return `messaging.connection.${state}`;
}

/** Why the socket ended the session; a repeat-login kick is product.md §4's variant two. */
export function sessionEventMessage(event: SessionPush['event']): MessageKey {
  if (event === 'repeat-login') return 'repeatLogin.loggedOutHere';
  return event === 'password-changed'
    ? 'messaging.session.passwordChanged'
    : 'messaging.session.logout';
}
