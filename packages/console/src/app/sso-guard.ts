import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { createSsoGuard, type SsoGuard, type StartupConfig } from '@portico/sdk';
import { browserEnv } from '@portico/sdk/internal';
import { setupFromConfig } from '@portico/sdk/hub';
import { portico } from '../lib/portico';
import { notify } from '../lib/notify';
import { wantsFreshCasSignIn } from '../features/auth/cas-return';
import { wantsFreshSignIn } from '../features/auth/oidc-return';
import { hubActionPage } from '../features/hub-actions';

let guard: SsoGuard | null = null;

/**
 * Installs the navigation rules for the mode appConfig.json gives this host (product.md
 * §2.2 hub, §2.3 standalone, §2.4 child): appCode SSO is the hub, `sso: true` a child.
 */
export function installSsoGuard(config: StartupConfig) {
  // The real window: a link signing in another user than the live one asks first
  // (DESIGN.md "Security model"), and the rules' messages are toasts.
  guard = createSsoGuard(portico, setupFromConfig(config), browserEnv(notify));
}

/** A React Router loader that runs the rules for `route` before the page renders. */
export function guarded(route: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!guard) return null;
    // An OpenID Connect client or a CAS service asked for a new sign-in: the form shows,
    // whatever the session.
    const search = new URL(request.url).search;
    if (route === 'sso' && (wantsFreshSignIn(search) || wantsFreshCasSignIn(search))) return null;
    // Another app asks the hub for a credential action: its page, when signed in (else the
    // sign-in, after which the hand-off goes back to the app).
    const action = route === 'sso' && portico.session.isLoggedIn.peek();
    const actionPage = action ? hubActionPage(new URL(request.url)) : null;
    if (actionPage) throw redirect(actionPage);
    const to = await guard({ route, url: request.url });
    if (!to) return null;
    // Another application is always a full page load; our own routes stay in the router.
    throw to.kind === 'external' ? redirectDocument(to.redirectTo) : redirect(to.redirectTo);
  };
}
