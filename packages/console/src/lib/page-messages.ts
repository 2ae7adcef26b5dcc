import { registerMessages } from '@portico/sdk';
import {
  accountMessages,
  adminRoutesMessages,
  agreementMessages,
  appsMessages,
  commonMessages,
  elementsMessages,
  fixedMessagesMessages,
  lockScreenMessages,
  messageMessages,
  messageRulesMessages,
  messagingLiveMessages,
  pagesMessages,
  preferencesMessages,
  serverMessages,
  sessionMessages,
  shellMessages,
  translationsMessages,
  userBarMessages,
  validationMessages,
} from '@portico/sdk/internal';

/**
 * Loaded on demand by `loadPageMessages` (lib/messages.ts): what a signed-in page shows outside
 * the administration screens (the launcher, the standalone and error pages), in its own chunk.
 */
export function registerPageMessages(): void {
  registerMessages(
    accountMessages,
    adminRoutesMessages,
    agreementMessages,
    appsMessages,
    commonMessages,
    elementsMessages,
    fixedMessagesMessages,
    lockScreenMessages,
    messageMessages,
    messageRulesMessages,
    messagingLiveMessages,
    pagesMessages,
    preferencesMessages,
    serverMessages,
    sessionMessages,
    shellMessages,
    translationsMessages,
    userBarMessages,
    validationMessages,
  );
}
