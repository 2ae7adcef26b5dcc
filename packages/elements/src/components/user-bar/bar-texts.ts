import { registerMessages } from '@portico/sdk';
import {
  accountMessages,
  appsMessages,
  commonMessages,
  elementsMessages,
  fixedMessagesMessages,
  preferencesMessages,
  shellMessages,
  validationMessages,
} from '@portico/sdk/internal';

/**
 * The texts of the bar's lazy parts (operation menu, user info, modals, 'My Apps' list). Each
 * lazy module calls it as it loads, so the first paint carries only the bar's own area. A call,
 * not an import for its side effect: the package is `sideEffects: false`, which would drop it.
 */
export function registerBarTexts(): void {
  registerMessages(
    accountMessages,
    appsMessages,
    commonMessages,
    elementsMessages,
    fixedMessagesMessages,
    preferencesMessages,
    shellMessages,
    validationMessages,
  );
}
