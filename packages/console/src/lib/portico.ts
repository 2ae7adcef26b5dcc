import { createPortico, setDefaultPortico } from '@portico/sdk';

/**
 * The console's one SDK client. It is also the page's default client, so the elements the
 * console renders read the same session signals.
 */
export const portico = createPortico({
  onSessionEnded: (route) => {
    // A 50001 answer cleared the session: "go to logout (sso-logout when sso)" (api-contract.md §8).
    const target = `/${route}`;
    if (location.pathname !== target) location.assign(target);
  },
});
setDefaultPortico(portico);
