import type { PorticoClient } from '@portico/sdk';
import { createMessagingCore, type LivePush, type MessagingCore } from '@portico/sdk/messaging';
import { liveEnabled } from '../config/live-setting';

/**
 * The page's messaging core for a client: the unread count and the socket, what the bell needs
 * at first paint. Its own chunk, apart from the parts (centre, notices, tips, tone).
 */
export function startMessagingCore(
  client: PorticoClient,
  handlers: {
    onRepeatLogin(): void;
    /** A push the core alone does not show (a message, a notice changed or withdrawn). */
    onPartsPush(push: LivePush): void;
  },
): MessagingCore {
  return createMessagingCore(client, {
    live: liveEnabled()
      ? {
          onSessionEvent: (push) => {
            if (push.event === 'repeat-login') handlers.onRepeatLogin();
          },
          onPush: (push) => {
            if (push.type !== 'session') handlers.onPartsPush(push);
          },
        }
      : false,
  });
}
