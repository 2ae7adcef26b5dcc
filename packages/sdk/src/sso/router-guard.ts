import { cleanChildUrl } from './child-rules';
import { completeEnv, decideFor, settleDecision, type NavigationEnv } from './run-navigation';
import { createSsoContext, routeUrl, type SsoClient, type SsoSetup } from './setup';
import { readQuery, type NamedRoute, type RouteQuery, type RouteName } from './types';

/** What a router should do instead of rendering the target; null means render it. */
export type GuardRedirect =
  /** A named route of this app (vue-router: `{ name, query }`). */
  | { kind: 'route'; redirectTo: string; name: NamedRoute; query: RouteQuery }
  /** The same page without credentials and hash, so the router's location matches the bar. */
  | { kind: 'clean'; redirectTo: string; query: RouteQuery }
  /** Another application (the hub, a child): a full page load, never a router navigation. */
  | { kind: 'external'; redirectTo: string };

/** The router guard `createSsoGuard` makes: null to render the route, else where to go. */
export type SsoGuard = (target: { route: RouteName; url: string }) => Promise<GuardRedirect | null>;

/**
 * A framework-free guard over the same rules and runner: it applies the effects (session,
 * locale, title, messages, parent message) and returns where to go as data, for a React Router
 * loader (`throw redirect(r.redirectTo)`) or a vue-router `beforeEach` (see the README).
 * `target.url` is the absolute URL being navigated to (`request.url`, or `to.href` resolved).
 */
export function createSsoGuard(
  client: SsoClient,
  setup: SsoSetup,
  given: Partial<NavigationEnv> = {},
): SsoGuard {
  const env = completeEnv(given);
  return async (target) => {
    const ctx = createSsoContext(client, setup, target);
    // Read before the rules run: they end the pending sign-in that tells a link's language apart.
    const clean = ctx.mode === 'child' ? cleanChildUrl(ctx) : null;
    // Rewrite the address bar only when it shows the target (the page load that brought the
    // token); on a client-side navigation it still shows the previous page.
    const replaceUrl = env.location.href === target.url;
    const ending = await settleDecision(decideFor(setup, ctx), client, env, {
      replaceUrl,
      hub: setup.hub,
    });
    switch (ending.type) {
      case 'route': {
        const query = ending.query ?? {};
        const redirectTo = routeUrl(setup, ending.name, query, target.url);
        return { kind: 'route', redirectTo, name: ending.name, query };
      }
      case 'redirect':
        return { kind: 'external', redirectTo: ending.url };
      case 'proceed': {
        // Only the child rules strip credentials and the hash (product.md §2.4).
        if (clean === null) return null;
        return clean === target.url
          ? null
          : { kind: 'clean', redirectTo: clean, query: readQuery(clean) };
      }
    }
  };
}
