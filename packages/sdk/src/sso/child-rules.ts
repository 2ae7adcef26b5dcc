import type { MenuItem } from '../contract/login';
import { isLocale } from '../i18n/translate';
import { SSO_STATE_PARAM } from './sign-in-binding';
import {
  PROCEED,
  readQuery,
  SSO_EXIT_MESSAGE,
  toRoute,
  withEffects,
  type ChildContext,
  type Decision,
  type Effect,
  type RouteQuery,
  type ServerStep,
  type StepOutcome,
} from './types';

/**
 * Query parameters that carry a credential. The spec strips ssoToken (§2.4); token and ticket are
 * credentials too, so they leave the address bar (and the history, and Referer) the same way, and
 * so does the state that came back with the code.
 */
export const CREDENTIAL_PARAMS = ['ssoToken', 'token', 'ticket', SSO_STATE_PARAM] as const;

/**
 * `url` without the credential parameters (and the `also` ones) and without its hash
 * (product.md §2.4).
 */
export function stripCredentials(url: string, also: readonly string[] = []): string {
  const names = [...CREDENTIAL_PARAMS, ...also];
  const clean = new URL(url);
  for (const name of names) clean.searchParams.delete(name);
  clean.hash = '';
  // URLSearchParams re-encodes the query; keep the original when nothing was removed from it.
  if (names.every((name) => !new URL(url).searchParams.has(name))) {
    return url.split('#')[0] ?? url;
  }
  return clean.href;
}

/** The hub's sso page with these parameters (product.md §2.4). */
export function hubSsoUrl(ctx: ChildContext, params: Record<string, string>): string {
  const url = new URL(ctx.hubUrl, ctx.url);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** Depth-first search of the menu tree for the menu with this identity. */
export function findMenu(menus: readonly MenuItem[], identity: string): MenuItem | null {
  for (const menu of menus) {
    if (menu.identity === identity) return menu;
    const found = findMenu(menu.children, identity);
    if (found) return found;
  }
  return null;
}

/** §2.4 "Page title is the app name plus the menu title of the identity query parameter." */
export function pageTitle(appName: string, menuTitle?: string): string {
  return [appName, menuTitle].filter(Boolean).join(' - ');
}

/** The part of §2.4 that runs once the child has a session: identity and title. */
function signedInRules(ctx: ChildContext): Decision {
  const identity = ctx.query.identity;
  if (!identity) {
    // An empty title would blank the one the page already has.
    const effects: Effect[] = ctx.appName ? [{ type: 'set-title', title: ctx.appName }] : [];
    return { effects, next: { type: 'proceed' } };
  }
  // §2.4 "If an identity query is given and menus are cached, the identity is verified;
  // otherwise the user goes to login."
  if (!ctx.menus) return toRoute('login');
  const menu = findMenu(ctx.menus, identity);
  if (!menu) return toRoute('login', undefined, [{ type: 'message', key: 'sso.noPermission' }]);
  return {
    effects: [{ type: 'set-title', title: pageTitle(ctx.appName, menu.title) }],
    next: { type: 'proceed' },
  };
}

function ssoLogout(ctx: ChildContext): Decision {
  const clear: Effect = { type: 'clear-session' };
  if ('clear' in ctx.query) {
    // Posted to the hub's origin only: a page that frames the child elsewhere learns nothing.
    const targetOrigin = new URL(ctx.hubUrl, ctx.url).origin;
    const post: Effect = { type: 'post-to-parent', message: SSO_EXIT_MESSAGE, targetOrigin };
    return { effects: [clear, post], next: { type: 'proceed' } };
  }
  const url = hubSsoUrl(ctx, { redirect: ctx.homeUrl, logout: '1', appCode: ctx.appCode });
  return { effects: [clear], next: { type: 'redirect', url, signIn: ctx.appCode } };
}

function server(step: ServerStep): Decision {
  return { effects: [], next: { type: 'server', step } };
}

function withoutCredentials(query: RouteQuery, also: readonly string[] = []): RouteQuery {
  const rest: Record<string, string> = { ...query };
  for (const name of [...CREDENTIAL_PARAMS, ...also]) delete rest[name];
  return rest;
}

/**
 * The hub's hand-off (a code beside `language`) carries the language the user has at the hub: it
 * is adopted as this app's choice, not locked, so the session persists and the user may switch
 * here; the parameter leaves the address with the code, so a reload does not lock it either. A
 * language the page's own address named before it went to the hub stays a link that locks.
 */
function isHandOff(query: RouteQuery, languageLinked = false): boolean {
  return isLocale(query.language) && Boolean(query.ssoToken || query.token) && !languageLinked;
}

/** The address without credentials and hash, and without the language of a hand-off. */
export function stripHandOff(url: string, languageLinked = false): string {
  return stripCredentials(url, isHandOff(readQuery(url), languageLinked) ? ['language'] : []);
}

/** The address a child's rules leave in the bar (stripHandOff with what the context knows). */
export function cleanChildUrl(ctx: ChildContext): string {
  return stripHandOff(ctx.url, ctx.languageLinked);
}

/** The navigation rules of a child application using sso (product.md §2.4). */
export function childRules(ctx: ChildContext): Decision {
  const language = ctx.query.language;
  const handOff = isHandOff(ctx.query, ctx.languageLinked);
  // DESIGN.md: the token leaves the URL before anything else runs; §2.4: so does any hash.
  const url = cleanChildUrl(ctx);
  const query = withoutCredentials(ctx.query, handOff ? ['language'] : []);
  const clean: ChildContext = { ...ctx, url, query };
  const prelude: Effect[] = url === ctx.url ? [] : [{ type: 'replace-url', url }];
  // §2.4 "A language query parameter sets the locale and locks it."
  if (isLocale(language))
    prelude.push({ type: handOff ? 'adopt-locale' : 'lock-locale', locale: language });

  return withEffects(prelude, afterPrelude(ctx, clean));
}

function afterPrelude(ctx: ChildContext, clean: ChildContext): Decision {
  // §2.4 "sso-logout clears the session …"
  if (ctx.route === 'sso-logout') return ssoLogout(clean);
  // §2.4 "With ssoToken, token or ticket in the query it validates it … and then logs in."
  const { ssoToken, token, ticket, ssoState } = ctx.query;
  const credential = ssoToken || token;
  if (credential) {
    // Only the code of a sign-in this tab started, told by the state it issued (DESIGN.md
    // "Security model"); a tab that cannot keep a state (its storage blocked) never sent one and
    // takes the code as before, but only while it has no session to lose.
    const state = ssoState && ssoState === ctx.pendingState ? ssoState : null;
    if (state || (!ctx.canBind && !ctx.token)) {
      const { appCode } = ctx;
      return server({
        type: 'validate',
        via: 'check',
        token: credential,
        state,
        appCode,
        context: clean,
      });
    }
    return unboundCode(ctx, clean);
  }
  if (ticket) {
    return server({
      type: 'validate',
      via: 'iamCheck',
      ticket,
      // CAS issues a ticket for a service URL: this page's URL without the ticket.
      service: clean.url,
      appCode: ctx.appCode,
      context: clean,
    });
  }
  // /login is where a failed validation lands; sending it to the hub again could loop.
  if (ctx.route === 'login' || ctx.route === 'logout') return PROCEED;
  // §2.4 "With no token it redirects to the hub sso page with redirect and appCode."
  if (!ctx.token) return toHub(clean);
  return signedInRules(clean);
}

/** To the hub's sso page, a sign-in of this app bound to this tab. */
function toHub(clean: ChildContext): Decision {
  const url = hubSsoUrl(clean, { redirect: clean.url, appCode: clean.appCode });
  return { effects: [], next: { type: 'redirect', url, signIn: clean.appCode } };
}

/**
 * A code this tab did not ask for (no state, or not the pending one): never spent. A signed-in
 * page keeps its user and says so; a signed-out page with no sign-in under way asks the hub for a
 * code of its own (a launcher link signs in this way, through the hub's session); a page whose
 * own sign-in came back without its state refuses, so an answer without state cannot loop.
 */
function unboundCode(ctx: ChildContext, clean: ChildContext): Decision {
  const refused: Effect = { type: 'message', key: 'sso.codeRefused' };
  if (ctx.token) return withEffects([refused], signedInRules(clean));
  return ctx.pendingState ? toRoute('login', undefined, [refused]) : toHub(clean);
}

/** The second half of §2.4: after validation, log in, or show the message and go to /login. */
export function resumeChild(
  step: Extract<ServerStep, { type: 'validate' }>,
  outcome: StepOutcome,
): Decision {
  if (outcome.type === 'ok' && outcome.login) {
    const { login } = outcome;
    const context: ChildContext = { ...step.context, token: login.jwtToken, menus: login.menus };
    return withEffects([{ type: 'start-session', login }], signedInRules(context));
  }
  if (outcome.type === 'kept') {
    // No identity swap through a link (DESIGN.md "Security model"): the current user stays.
    const { current, next } = outcome;
    return withEffects(
      [{ type: 'message', key: 'sso.keptUser', params: { current, next } }],
      signedInRules(step.context),
    );
  }
  const reason =
    outcome.type === 'failed'
      ? outcome.message
      : outcome.type === 'refused'
        ? `${outcome.result}`
        : '';
  return toRoute('login', undefined, [
    { type: 'message', key: 'sso.validateFailed', params: { reason } },
  ]);
}
