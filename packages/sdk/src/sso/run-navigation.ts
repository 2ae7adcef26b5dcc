import { ResultCode } from '../contract/result-codes';
import { decide, resumeAfter } from './decide';
import { createSsoContext, routeUrl, type SsoClient, type SsoSetup } from './setup';
import { checkToken, getLoginByToken, iamCheck, tokenAvailable } from './sso-api';
import type { Decision, Effect, Ending, RouteName, ServerStep, StepOutcome } from './types';

/** The browser pieces the runner touches; tests pass fakes. */
export interface NavigationEnv {
  location: { readonly href: string; assign(url: string): void };
  history: {
    readonly state: unknown;
    replaceState(data: unknown, unused: string, url: string): void;
  };
  document: { title: string };
  /** The window that frames this page, or null when it is not framed. */
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  /** Shows a translated message to the user (a toast); the default logs a warning. */
  notify(text: string): void;
}

/** The real window. */
export function browserEnv(notify: (text: string) => void = console.warn): NavigationEnv {
  return {
    location: window.location,
    history: window.history,
    document,
    parent: window.parent !== window ? window.parent : null,
    notify,
  };
}

/** An ending left once every effect and server step has run. */
export type FinalEnding = Exclude<Ending, { type: 'server' }>;

/** Performs a server step through the client and describes how it went, as data. */
export async function performStep(step: ServerStep, client: SsoClient): Promise<StepOutcome> {
  try {
    switch (step.type) {
      case 'check-app': {
        const { result } = await tokenAvailable(client.http, step.token, step.appCode);
        if (result === 0) return { type: 'ok', login: null };
        // A revoked or expired token (53012) is no refusal by the unit: the session is over, so
        // it goes the way of a failed check (retry, then sign in again with redirect and appCode).
        if (result === ResultCode.TOKEN_UNAVAILABLE_A)
          return { type: 'failed', message: 'token unavailable' };
        return { type: 'refused', result };
      }
      case 'recheck-session':
        return { type: 'ok', login: await getLoginByToken(client.http, step.token) };
      case 'validate': {
        if (step.via === 'iamCheck') {
          const { ticket, service, appCode } = step;
          return { type: 'ok', login: await iamCheck(client.http, { ticket, service, appCode }) };
        }
        const jwt = await checkToken(client.http, step.token, step.appCode);
        // The client sends the session's own token over ours; a new sign-in replaces it anyway.
        if (client.session.token.value && client.session.token.value !== jwt)
          client.session.clear();
        return { type: 'ok', login: await getLoginByToken(client.http, jwt) };
      }
    }
  } catch (error) {
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

export interface SettleOptions {
  /** Whether `replace-url` may touch history (a router guard decides per navigation). */
  replaceUrl?: boolean;
}

function applyEffect(
  effect: Effect,
  client: SsoClient,
  env: NavigationEnv,
  options: SettleOptions,
) {
  switch (effect.type) {
    case 'replace-url':
      if (options.replaceUrl !== false) env.history.replaceState(env.history.state, '', effect.url);
      return;
    case 'lock-locale':
      return client.i18n.lockLocale(effect.locale);
    case 'message':
      return env.notify(client.i18n.t(effect.key, effect.params));
    case 'clear-session':
      return client.session.clear();
    case 'start-session':
      // Persisted only when no URL parameter locked the locale (product.md §4).
      return client.session.start(effect.login, { persist: !client.i18n.locked.value });
    case 'set-title':
      env.document.title = effect.title;
      return;
    case 'post-to-parent':
      // The rules always name the hub's origin; '*' never reaches this line.
      return env.parent?.postMessage(effect.message, effect.targetOrigin);
  }
}

/** Rules never chain more than two calls; a bound keeps a broken server from looping us. */
const MAX_STEPS = 4;

/** Applies a decision's effects and server steps until only an ending is left. */
export async function settleDecision(
  decision: Decision,
  client: SsoClient,
  env: NavigationEnv,
  options: SettleOptions = {},
): Promise<FinalEnding> {
  let current = decision;
  for (let steps = 0; ; steps++) {
    for (const effect of current.effects) applyEffect(effect, client, env, options);
    const { next } = current;
    if (next.type !== 'server') return next;
    if (steps === MAX_STEPS) throw new Error('SSO navigation did not settle');
    current = resumeAfter(next.step, await performStep(next.step, client));
  }
}

/**
 * Runs the sso rules for the page being shown (product.md §2.2–2.4) and follows the ending:
 * a named route or a redirect assigns `location`; `proceed` leaves the page to render.
 */
export async function runNavigation(
  client: SsoClient,
  setup: SsoSetup,
  target: { route: RouteName; url?: string },
  env: NavigationEnv = browserEnv(),
): Promise<FinalEnding> {
  const url = target.url ?? env.location.href;
  const ctx = createSsoContext(client, setup, { route: target.route, url });
  const ending = await settleDecision(decide(ctx), client, env);
  if (ending.type === 'route') env.location.assign(routeUrl(setup, ending.name, ending.query, url));
  if (ending.type === 'redirect') env.location.assign(ending.url);
  return ending;
}
