import { getDefaultPortico } from '@portico/sdk';

/**
 * Signed in, the bell's first count needs the messaging core, a chunk of its own. The bell asks
 * for it once it has rendered; asked for here, as the script runs, the chunk is on its way while
 * the bar and the bell render, one round trip less before the count (bench/elements-ready.ts).
 * Only the module is fetched: the bell still starts the core for its own client. Nothing happens
 * on a server, on a page without a bell, or signed out.
 */
export function warmMessagingCore(): void {
  if (typeof document === 'undefined') return;
  if (!document.querySelector('portico-message-bell')) return;
  if (!getDefaultPortico().session.token.value) return;
  void import('./messaging-core');
}
