import { registerMessages } from '@portico/sdk';
import { registerAllMessages } from '@portico/sdk/internal';
import { consoleAreas } from '../texts/catalogue';

/**
 * Loaded on demand by `loadAllMessages` (lib/messages.ts): the SDK catalogue and the console's own
 * texts, in their own chunk.
 */
export function registerEverything(): void {
  registerAllMessages();
  registerMessages(...consoleAreas);
}
