import { createPortico, setDefaultPortico } from '@portico/sdk';

/**
 * The console's one SDK client. It is also the page's default client, so the elements the
 * console renders read the same session signals.
 */
export const portico = createPortico({
  onSessionEnded: () => {
    // A 50001 answer cleared the session: back to the login page (api-contract.md §8).
    if (location.pathname !== '/login') location.assign('/login');
  },
});
setDefaultPortico(portico);
