import { registerMessages } from '@portico/sdk';
import { linksMessages, loginMessages, ssoMessages } from '@portico/sdk/internal';
import { linksTexts } from '../texts/areas/links';
import { loginTexts } from '../texts/areas/login';

/**
 * The texts of the sign-in page (/login, /sso) and the sso rules' messages, the SDK's and the
 * console's own; the SDK client registers its own (errors, login rules, session). Everything else
 * comes with the first other page, in its own chunk, so /login stays small (its initial JS is
 * budgeted).
 */
export function registerBootMessages(): void {
  registerMessages(loginMessages, loginTexts, ssoMessages, linksMessages, linksTexts);
}

let pages: Promise<void> | null = null;
let everything: Promise<void> | null = null;

/**
 * Registers the texts of the signed-in pages that are not administration screens (the launcher
 * above all, whose first load is budgeted): the administration areas are most of the catalogue.
 */
export function loadPageMessages(): Promise<void> {
  pages ??= import('./page-messages').then((module) => module.registerPageMessages());
  return pages;
}

/** Registers the whole catalogue once; the shell's and administration routes await it. */
export function loadAllMessages(): Promise<void> {
  everything ??= import('./all-messages').then((module) => module.registerEverything());
  return everything;
}
