import { createPortico, type PorticoClient } from './create-portico';

let instance: PorticoClient | null = null;

/**
 * The page's shared client: the elements use it when the host sets no `client` property,
 * so a third-party page needs nothing but the script tag.
 */
export function getDefaultPortico(): PorticoClient {
  instance ??= createPortico();
  return instance;
}

/** Makes `client` the page's shared client (an app that created its own calls this first). */
export function setDefaultPortico(client: PorticoClient): void {
  instance = client;
}
