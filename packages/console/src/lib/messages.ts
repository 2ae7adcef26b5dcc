import {
  commonMessages,
  loginMessages,
  pagesMessages,
  registerMessages,
  ssoMessages,
} from '@portico/sdk';

/**
 * The texts of the pages a visitor meets before signing in (sign-in, sso, error pages); the
 * SDK client registers its own (errors, login rules, session). Everything else comes with the
 * first other page, in its own chunk, so /login stays small (issue #7 "initial JS for /login").
 */
export function registerBootMessages(): void {
  registerMessages(commonMessages, loginMessages, ssoMessages, pagesMessages);
}

let everything: Promise<void> | null = null;

/** Registers the whole catalogue once; route loaders await it before rendering. */
export function loadAllMessages(): Promise<void> {
  everything ??= import('./all-messages').then((module) => module.registerEverything());
  return everything;
}
