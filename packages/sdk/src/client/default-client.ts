import { createPortico, type PorticoClient } from './create-portico';

let instance: PorticoClient | null = null;

/**
 * The page's shared client: the elements use it when the host sets no `client` property,
 * so a third-party page needs nothing but the script tag. A page that registered no client of
 * its own is no SSO app with /logout routes: a 50001 ends the session (the elements announce
 * `portico-logged-out`) and the page decides where to go, rather than the SDK leaving it.
 */
export function getDefaultPortico(): PorticoClient {
  instance ??= createPortico({ onSessionEnded: () => undefined });
  return instance;
}

/** Makes `client` the page's shared client (an app that created its own calls this first). */
export function setDefaultPortico(client: PorticoClient): void {
  instance = client;
}
