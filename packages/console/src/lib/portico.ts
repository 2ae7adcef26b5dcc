import { createPortico, setDefaultPortico } from '@portico/sdk';
import { browserLanguages } from '@portico/sdk/internal';

/**
 * The console's one SDK client. It is also the page's default client, so the elements the
 * console renders read the same session signals. Until the user chooses a language, the sign-in
 * page and the shell speak the one the address asks for (`language`, which an embed's Sign in
 * and an OIDC or CAS sign-in carry), else the browser's.
 */
export const portico = createPortico({
  localeHints: {
    requested: new URLSearchParams(location.search).get('language'),
    accepted: browserLanguages(),
  },
  onSessionEnded: (route) => {
    // A 50001 answer cleared the session: "go to logout (sso-logout when sso)" (api-contract.md §8).
    const target = `/${route}`;
    if (location.pathname !== target) location.assign(target);
  },
});
setDefaultPortico(portico);
