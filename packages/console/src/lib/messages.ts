import { registerMessages } from '@portico/sdk';
import { linksMessages, loginMessages, ssoMessages } from '@portico/sdk/internal';

/**
 * The texts of the sign-in page (/login, /sso) and the sso rules' messages; the
 * SDK client registers its own (errors, login rules, session). Everything else comes with the
 * first other page, in its own chunk, so /login stays small (its initial JS is budgeted).
 */
export function registerBootMessages(): void {
  registerMessages(loginMessages, ssoMessages, linksMessages);
}

let everything: Promise<void> | null = null;

/** Registers the whole catalogue once; route loaders await it before rendering. */
export function loadAllMessages(): Promise<void> {
  everything ??= import('./all-messages').then((module) => module.registerEverything());
  return everything;
}
