import { UcCode } from '../contract/uc-codes';
import type { Locale } from '../i18n/translate';
import { toRegisteredRedirect } from '../links/redirect-allow-list';
import { HUB_APP_CODE } from '../session/token-store';
import { CODE_CHALLENGE_PARAM, SSO_STATE_PARAM } from './sign-in-binding';
import {
  isFlagSet,
  isNamedRoute,
  PROCEED,
  toRoute,
  type Decision,
  type HubContext,
  type RouteQuery,
  type ServerStep,
  type StepOutcome,
} from './types';

/** The binding of the page that asked for the code (sign-in-binding.ts), as the hub got it. */
function bindingOf(query: RouteQuery): { state?: string; codeChallenge?: string } {
  const binding: { state?: string; codeChallenge?: string } = {};
  if (query[SSO_STATE_PARAM]) binding.state = query[SSO_STATE_PARAM];
  if (query[CODE_CHALLENGE_PARAM]) binding.codeChallenge = query[CODE_CHALLENGE_PARAM];
  return binding;
}

/** The binding again as query parameters, for a trip back to sso. */
function bindingQuery(binding: { state?: string; codeChallenge?: string }): RouteQuery {
  const kept: Record<string, string> = {};
  if (binding.state) kept[SSO_STATE_PARAM] = binding.state;
  if (binding.codeChallenge) kept[CODE_CHALLENGE_PARAM] = binding.codeChallenge;
  return kept;
}

/** The query the hub keeps when it sends the user back to sso with the logout flag. */
function logoutQuery(query: RouteQuery, redirect?: string): RouteQuery {
  const kept: Record<string, string> = { logout: '1' };
  if (query.appCode) kept.appCode = query.appCode;
  const target = redirect ?? query.redirect;
  if (target) kept.redirect = target;
  return { ...kept, ...bindingQuery(bindingOf(query)) };
}

/**
 * `redirect` with `ssoToken` set, replacing any ssoToken it already carried, the state of the
 * page that asked beside it (or none), and the hub's language unless the address names one: the
 * child opens in the language the user has at the hub, whatever host it is on.
 */
export function withSsoToken(
  redirect: string,
  token: string,
  state?: string,
  language?: Locale,
): string {
  const url = new URL(redirect);
  url.searchParams.set('ssoToken', token);
  url.searchParams.delete(SSO_STATE_PARAM);
  if (state) url.searchParams.set(SSO_STATE_PARAM, state);
  if (language && !url.searchParams.has('language')) url.searchParams.set('language', language);
  return url.href;
}

function ssoRoute(ctx: HubContext): Decision {
  const { token, query } = ctx;
  const appCode = query.appCode || null;
  const logout = isFlagSet(query.logout);

  // §2.2 "A logout query triggers a retry; if that fails the sso token and the session are
  // cleared." Without a token there is nothing to retry: it has failed already.
  if (logout && !token) return { effects: [{ type: 'clear-session' }], next: { type: 'proceed' } };

  if (appCode) {
    // Signing in happens on this page; it runs the rules again afterwards.
    if (!token) return PROCEED;
    // The hub itself (its own launcher tile) needs no hand-off: a code would only sit unspent in
    // its address bar.
    if (appCode === HUB_APP_CODE && !logout) return toRoute('apps');
    // Beyond the spec (DESIGN.md "Security model"): the token goes only to a registered app.
    // Without a redirect, the app's own registered address (appCode2HostUrl.json) is used.
    const requested = query.redirect || ctx.appHostUrls[appCode] || '';
    const redirect = toRegisteredRedirect(
      requested,
      ctx.registeredOrigins,
      new URL(ctx.url).origin,
    );
    if (!redirect)
      return toRoute('apps', undefined, [{ type: 'message', key: 'sso.redirectRefused' }]);
    return server({
      type: 'check-app',
      token,
      appCode,
      redirect,
      retry: logout,
      ...bindingOf(query),
      ...(ctx.locale ? { language: ctx.locale } : {}),
    });
  }
  if (logout && token) return server({ type: 'recheck-session', token });
  // §2.2 "sso with a stored sso token, no logout query and no appCode: go to apps."
  return token ? toRoute('apps') : PROCEED;
}

function server(step: ServerStep): Decision {
  return { effects: [], next: { type: 'server', step } };
}

/** The navigation rules of the hub (product.md §2.2). */
export function hubRules(ctx: HubContext): Decision {
  switch (ctx.route) {
    case 'sso':
      return ssoRoute(ctx);
    case 'sso-logout':
      // §2.2 "sso-logout goes to sso with the logout flag."
      return toRoute('sso', logoutQuery(ctx.query));
    case 'logout':
      // Not in §2.2's list: sending a signed-in user from /logout to apps would make signing out
      // of the hub impossible, so the logout page runs (it revokes the session, then moves on).
      return PROCEED;
    default:
      // §2.2 "Any other route: with a token go to apps, without a token go to sso." Read for the
      // named routes; the shell's own pages (menu routes, /iframe) open when there is a token.
      if (!ctx.token) return toRoute('sso');
      return ctx.route === 'apps' || !isNamedRoute(ctx.route) ? PROCEED : toRoute('apps');
  }
}

/** The second half of §2.2: what the hub does with the answer of a server step. */
export function resumeHub(
  step: Extract<ServerStep, { type: 'check-app' | 'recheck-session' }>,
  outcome: StepOutcome,
): Decision {
  if (step.type === 'recheck-session') {
    // The retry of the logout query succeeded: the session is still good.
    if (outcome.type === 'ok' && outcome.login) {
      return toRoute('apps', undefined, [{ type: 'start-session', login: outcome.login }]);
    }
    return { effects: [{ type: 'clear-session' }], next: { type: 'proceed' } };
  }
  switch (outcome.type) {
    case 'ok':
      // §2.2 "On success redirect to the redirect query parameter with ssoToken appended." The
      // token appended is the one-time code the server issued for this app, never the hub's own
      // (DESIGN.md "Security model"); without one there is nothing safe to send.
      if (!outcome.appToken || outcome.appToken === step.token)
        return toRoute('apps', undefined, [{ type: 'message', key: 'sso.redirectRefused' }]);
      return {
        effects: [],
        next: {
          type: 'redirect',
          url: withSsoToken(step.redirect, outcome.appToken, step.state, step.language),
        },
      };
    case 'refused':
      // The server refused the redirect for this app code (40113): not followed.
      if (outcome.result === UcCode.ORIGIN_NOT_REGISTERED)
        return toRoute('apps', undefined, [{ type: 'message', key: 'sso.redirectRefused' }]);
      // §2.2 "If the result is above 0, show 'unit has not opened the application …' and go to apps."
      return toRoute('apps', undefined, [{ type: 'message', key: 'sso.appNotOpened' }]);
    case 'kept':
      // Only a child keeps a session against a link; the hub has nothing to keep here.
      return toRoute('apps');
    case 'failed':
      // §2.2 "If the check throws, go back to sso with the logout flag." When this already was
      // that retry, the sso token and the session are cleared instead, so it cannot loop.
      if (step.retry) return { effects: [{ type: 'clear-session' }], next: { type: 'proceed' } };
      return toRoute('sso', {
        logout: '1',
        appCode: step.appCode,
        redirect: step.redirect,
        ...bindingQuery(step),
      });
  }
}
