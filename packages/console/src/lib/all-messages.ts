import { registerAllMessages } from '@portico/sdk/internal';

/** Loaded on demand by `loadAllMessages` (lib/messages.ts): the catalogue's own chunk. */
export function registerEverything(): void {
  registerAllMessages();
}
