import { PROCEED, toRoute, type Decision, type StandaloneContext } from './types';

/** The navigation rules of an application that is not the hub and has no sso (product.md §2.3). */
export function standaloneRules(ctx: StandaloneContext): Decision {
  const signedIn = Boolean(ctx.token);
  switch (ctx.route) {
    case 'logout':
      // §2.3 "logout clears the session and goes to login."
      return toRoute('login', undefined, [{ type: 'clear-session' }]);
    case 'login':
      // §2.3 "login with a token goes to index." Without one the login page is where to be.
      return signedIn ? toRoute('index') : PROCEED;
    case 'sso':
    case 'sso-logout':
    case 'apps':
      // §2.3 "sso, sso-logout and apps with a token go to index."
      return signedIn ? toRoute('index') : toRoute('login');
    default:
      // §2.3 "No token redirects to login."
      return signedIn ? PROCEED : toRoute('login');
  }
}
