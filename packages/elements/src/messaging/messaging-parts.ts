import {
  attachMessagingParts,
  type LivePush,
  type Messaging,
  type MessagingCore,
} from '@portico/sdk/messaging';

/**
 * Adds the centre, notice popups, tips and tone to a core: the full `Messaging` of the page.
 * `missed` are the messages pushed before, so their popup and tone still come.
 */
export function withMessagingParts(core: MessagingCore, missed: readonly LivePush[]): Messaging {
  const parts = attachMessagingParts(core, { missed });
  return {
    unread: core.unread,
    live: core.live,
    handlePush: core.handlePush,
    resync: core.resync,
    dispose: core.dispose,
    ...parts,
  };
}
