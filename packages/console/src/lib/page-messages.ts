import { registerMessages } from '@portico/sdk';
import {
  accountMessages,
  adminRoutesMessages,
  appsMessages,
  commonMessages,
  elementsMessages,
  fixedMessagesMessages,
  messageMessages,
  messageRulesMessages,
  messagingLiveMessages,
  preferencesMessages,
  serverMessages,
  sessionMessages,
  shellMessages,
  userBarMessages,
  validationMessages,
} from '@portico/sdk/internal';
import { accountTexts } from '../texts/areas/account';
import { adminRoutesTexts } from '../texts/areas/admin-routes';
import { agreementTexts } from '../texts/areas/agreement';
import { appsTexts } from '../texts/areas/apps';
import { commonTexts } from '../texts/areas/common';
import { fixedMessagesTexts } from '../texts/areas/fixed-messages';
import { lockScreenTexts } from '../texts/areas/lock-screen';
import { messageTexts } from '../texts/areas/message';
import { pagesTexts } from '../texts/areas/pages';
import { preferencesTexts } from '../texts/areas/preferences';
import { serverTexts } from '../texts/areas/server';
import { sessionTexts } from '../texts/areas/session';
import { shellTexts } from '../texts/areas/shell';
import { translationsTexts } from '../texts/areas/translations';

/**
 * Loaded on demand by `loadPageMessages` (lib/messages.ts): what a signed-in page shows outside
 * the administration screens (the launcher, the standalone and error pages), in its own chunk:
 * the SDK's areas and the console's own texts of the same areas.
 */
export function registerPageMessages(): void {
  registerMessages(
    accountMessages,
    accountTexts,
    adminRoutesMessages,
    adminRoutesTexts,
    agreementTexts,
    appsMessages,
    appsTexts,
    commonMessages,
    commonTexts,
    elementsMessages,
    fixedMessagesMessages,
    fixedMessagesTexts,
    lockScreenTexts,
    messageMessages,
    messageTexts,
    messageRulesMessages,
    messagingLiveMessages,
    pagesTexts,
    preferencesMessages,
    preferencesTexts,
    serverMessages,
    serverTexts,
    sessionMessages,
    sessionTexts,
    shellMessages,
    shellTexts,
    translationsTexts,
    userBarMessages,
    validationMessages,
  );
}
