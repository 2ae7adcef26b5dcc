import { ssoRules } from '../i18n/messages/areas/sso-rules';
import { registerMessages } from '../i18n/registry';
import { childRules, resumeChild } from './child-rules';
import type { HubNavigation } from './hub-navigation';
import { createSsoContext, hubOf, routeUrl, type SsoClient, type SsoSetup } from './setup';
import { standaloneRules } from './standalone-rules';
import { startSignIn, takeVerifier } from './sign-in-binding';
import { checkToken, getLoginByToken, iamCheck } from './sso-api';
import type { LoginResult } from '../contract/login';
import type {
  Decision,
  Effect,
  Ending,
  RouteName,
  ServerStep,
  SsoContext,
  StepOutcome,
} from './types';

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
  /**
   * Asks a yes/no question (the browser's `confirm`). Without it nobody can be asked, and a
   * link that would sign in another user is refused.
   */
  confirm?(text: string): boolean;
}

/** The real window. */
export function browserEnv(notify: (text: string) => void = console.warn): NavigationEnv {
  return {
    location: window.location,
    history: window.history,
    document,
    parent: window.parent !== window ? window.parent : null,
    notify,
    confirm: (text) => window.confirm(text),
  };
}

/**
 * The env the runners use: `env` as given when it is complete (tests), else the real window with
 * the fields `env` gives in its place (an app's own `notify`, say).
 */
export function completeEnv(env: Partial<NavigationEnv>): NavigationEnv {
  const complete =
    env.location && env.history && env.document && env.notify && env.parent !== undefined;
  return complete ? (env as NavigationEnv) : { ...browserEnv(), ...env };
}

/** An ending left once every effect and server step has run. */
export type FinalEnding = Exclude<Ending, { type: 'server' }>;

/** How the rules name a user to them: display name, unit and account. */
function who(login: Pick<LoginResult, 'username' | 'unitCode' | 'userCode'>): string {
  return `${login.username || login.userCode} (${login.unitCode}/${login.userCode})`;
}

function sameUser(a: LoginResult, b: LoginResult): boolean {
  if (a.userPkId && b.userPkId) return a.userPkId === b.userPkId;
  return a.userCode === b.userCode && a.unitCode === b.unitCode;
}

/**
 * No identity swap through a URL (DESIGN.md "Security model"): when the page holds a live
 * session of another user than the one the link signs in, the user is asked (`confirm`); without
 * a yes, the current session stays. A session that no longer works is nothing to keep.
 */
export async function keepsOtherUser(
  client: SsoClient,
  login: LoginResult,
  ask: ((text: string) => boolean) | undefined,
): Promise<StepOutcome | null> {
  const token = client.session.token.value;
  if (!token || token === login.jwtToken) return null;
  let current: LoginResult;
  try {
    current = await getLoginByToken(client.http, token);
  } catch {
    return null;
  }
  if (sameUser(current, login)) return null;
  const params = { current: who(current), next: who(login) };
  if (ask?.(client.i18n.t('sso.switchUser', params))) return null;
  return { type: 'kept', ...params };
}

/** Spends the hub's code with the verifier of the sign-in its state names (sign-in-binding.ts). */
function redeemCode(client: SsoClient, step: Extract<ServerStep, { via: 'check' }>) {
  // A tab that cannot keep a state asked unbound (child-rules.ts unboundCode).
  if (step.state === null) return checkToken(client.http, step.token, step.appCode);
  const verifier = takeVerifier(step.appCode, step.state);
  if (!verifier) throw new Error('state');
  return checkToken(client.http, step.token, step.appCode, verifier);
}

/** Performs a server step through the client and describes how it went, as data. */
export async function performStep(
  step: ServerStep,
  client: SsoClient,
  ask?: (text: string) => boolean,
  /** The hub's rules, for the hub's steps. */
  hub?: HubNavigation,
): Promise<StepOutcome> {
  try {
    switch (step.type) {
      case 'check-app':
      case 'recheck-session':
        return await hubOf(hub).perform(step, client);
      case 'validate': {
        // The check spends the credential of the link (single use) and answers a session of
        // this app; the page's own session is untouched until the user it belongs to is known.
        const login =
          step.via === 'iamCheck'
            ? await iamCheck(client.http, {
                ticket: step.ticket,
                service: step.service,
                appCode: step.appCode,
              })
            : await getLoginByToken(client.http, await redeemCode(client, step));
        const kept = await keepsOtherUser(client, login, ask);
        if (kept) return kept;
        return { type: 'ok', login };
      }
    }
  } catch (error) {
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

export interface SettleOptions {
  /** Whether `replace-url` may touch history (a router guard decides per navigation). */
  replaceUrl?: boolean;
  /** The hub's rules, to resume the hub's server steps (a hub setup's `hub`). */
  hub?: HubNavigation;
}

/**
 * The rules of the setup's mode (product.md §2.2–2.4). Like `decide`, but the hub's rules come
 * from the setup, so an app that is not the hub never bundles them.
 */
export function decideFor(setup: SsoSetup, ctx: SsoContext): Decision {
  switch (ctx.mode) {
    case 'hub':
      return hubOf(setup.hub).decide(ctx);
    case 'standalone':
      return standaloneRules(ctx);
    case 'child':
      return childRules(ctx);
  }
}

function resumeFor(step: ServerStep, outcome: StepOutcome, options: SettleOptions): Decision {
  if (step.type === 'validate') return resumeChild(step, outcome);
  return hubOf(options.hub).resume(step, outcome);
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
    case 'adopt-locale':
      return client.i18n.setLocale(effect.locale);
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
  // The texts these rules show are registered by the code that shows them, so a page that
  // copies the quick start never sees a bare message key; the hub adds its own.
  registerMessages(ssoRules, ...(options.hub ? [options.hub.texts] : []));
  let current = decision;
  for (let steps = 0; ; steps++) {
    for (const effect of current.effects) applyEffect(effect, client, env, options);
    const { next } = current;
    if (next.type === 'redirect' && next.signIn)
      return { type: 'redirect', url: await startSignIn(next.url, next.signIn) };
    if (next.type !== 'server') return next;
    if (steps === MAX_STEPS) throw new Error('SSO navigation did not settle');
    const ask = env.confirm?.bind(env);
    current = resumeFor(next.step, await performStep(next.step, client, ask, options.hub), options);
  }
}

/**
 * Runs the sso rules for the page being shown (product.md §2.2–2.4) and follows the ending:
 * a named route or a redirect assigns `location`; `proceed` leaves the page to render. `env` is
 * the browser's unless given; give only `notify` to show the rules' messages your own way.
 */
export async function runNavigation(
  client: SsoClient,
  setup: SsoSetup,
  target: { route: RouteName; url?: string },
  given: Partial<NavigationEnv> = {},
): Promise<FinalEnding> {
  const env = completeEnv(given);
  const url = target.url ?? env.location.href;
  const ctx = createSsoContext(client, setup, { route: target.route, url });
  const ending = await settleDecision(decideFor(setup, ctx), client, env, { hub: setup.hub });
  if (ending.type === 'route') env.location.assign(routeUrl(setup, ending.name, ending.query, url));
  if (ending.type === 'redirect') env.location.assign(ending.url);
  return ending;
}
