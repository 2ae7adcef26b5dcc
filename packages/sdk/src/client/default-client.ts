import { createPortico, type PorticoClient } from './create-portico';

/**
 * Kept on the global object under a registered symbol, not in this module: a page may hold
 * several copies of the SDK (the elements' standalone script has its own, the app's bundle
 * another), and they must share one default client, one session.
 */
const KEY = Symbol.for('portico.defaultClient');
const holder = globalThis as { [KEY]?: PorticoClient };

/**
 * The page's shared client: the elements use it when the host sets no `client` property,
 * so a third-party page needs nothing but the script tag. A page that registered no client of
 * its own is no SSO app with /logout routes: a 50001 ends the session (the elements announce
 * `portico-logged-out`) and the page decides where to go, rather than the SDK leaving it.
 */
export function getDefaultPortico(): PorticoClient {
  holder[KEY] ??= createPortico({ onSessionEnded: () => undefined });
  return holder[KEY];
}

/** Makes `client` the page's shared client (an app that created its own calls this first). */
export function setDefaultPortico(client: PorticoClient): void {
  holder[KEY] = client;
}
