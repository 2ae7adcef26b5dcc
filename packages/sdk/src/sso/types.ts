import type { AppCodeToHostUrl } from '../contract/app-config-types';
import type { LoginResult, MenuItem } from '../contract/login';
import type { Locale, MessageKey } from '../i18n/translate';
import type { MessageArea } from '../i18n/registry';
import type { SsoClient, SsoSetup } from './setup';

/** A named route of the navigation rules (product.md §2.1). */
export type NamedRoute = 'sso' | 'sso-logout' | 'apps' | 'login' | 'logout' | 'index';
/** The named routes, every one of them once (the rules' tables iterate them). */
export const NAMED_ROUTES = [
  'sso',
  'sso-logout',
  'apps',
  'login',
  'logout',
  'index',
] as const satisfies readonly NamedRoute[];
/** A named route, or any other route of the app (menu routes, /iframe, admin pages). */
export type RouteName = NamedRoute | (string & {});
/** A URL query, first value per name. */
export type RouteQuery = Readonly<Record<string, string>>;

/** Whether `route` is one of the named routes of the navigation rules. */
export function isNamedRoute(route: string): route is NamedRoute {
  return (NAMED_ROUTES as readonly string[]).includes(route);
}

/** What every rule set reads: plain data, so the rules are pure and testable as tables. */
export interface BaseContext {
  route: RouteName;
  /** The full URL being navigated to. */
  url: string;
  query: RouteQuery;
  /** The stored token (in the hub: the sso token), or null. */
  token: string | null;
}

/** The hub (product.md §2.2). */
export interface HubContext extends BaseContext {
  mode: 'hub';
  /**
   * Where the hub may send a credential: with an appCode in the query, only the origins
   * registered for that app code (its appCode2HostUrl value and its href); else every app's.
   */
  registeredOrigins: readonly string[];
  /** appCode2HostUrl.json: where an app lives when the request names no redirect. */
  appHostUrls: AppCodeToHostUrl;
  /** The hub's language, which a redirect to a child app carries. */
  locale?: Locale;
}

/** An application that is not the hub and has no sso (product.md §2.3). */
export interface StandaloneContext extends BaseContext {
  mode: 'standalone';
}

/** A child application using sso (product.md §2.4). */
export interface ChildContext extends BaseContext {
  mode: 'child';
  appCode: string;
  /** For the page title (product.md §2.4). */
  appName: string;
  /** The hub's sso page (LoginSystemConfig.hubUrl), absolute or relative to `url`. */
  hubUrl: string;
  /** Where the hub sends the user back after a logout and a new sign-in. */
  homeUrl: string;
  /** The menus cached by the session, or null when none are. */
  menus: readonly MenuItem[] | null;
  /** The state of the sign-in this tab started at the hub and has not finished, or null. */
  pendingState: string | null;
  /** That sign-in returns to an address naming its own `language` (sign-in-binding.ts). */
  languageLinked?: boolean;
  /**
   * Whether this tab can keep a sign-in's state (sessionStorage). A frame on another site whose
   * storage the browser blocks cannot: its sign-ins go unbound, as before binding existed.
   */
  canBind: boolean;
}

/** What the navigation rules read on a page load, for the hub, a standalone app or a child. */
export type SsoContext = HubContext | StandaloneContext | ChildContext;

/** The message a child posts to the hub that frames it after `sso-logout?clear` (product.md §2.4). */
export const SSO_EXIT_MESSAGE = { type: 'portico:sso-exit', result: 'success' } as const;
/** The type of `SSO_EXIT_MESSAGE`. */
export type SsoExitMessage = typeof SSO_EXIT_MESSAGE;

/** Effects the runner applies in order before the decision's ending. */
export type Effect =
  /** history.replaceState to this URL: credentials and hash removed (product.md §2.4). */
  | { type: 'replace-url'; url: string }
  | { type: 'lock-locale'; locale: Locale }
  /** The language the hub handed over: set and saved as this app's choice, not locked. */
  | { type: 'adopt-locale'; locale: Locale }
  | { type: 'message'; key: MessageKey; params?: Readonly<Record<string, string>> }
  /** Clears the session and its token (in the hub, the sso token). */
  | { type: 'clear-session' }
  | { type: 'start-session'; login: LoginResult }
  | { type: 'set-title'; title: string }
  /** Always an explicit target origin, never '*' (DESIGN.md "Security model"). */
  | { type: 'post-to-parent'; message: SsoExitMessage; targetOrigin: string };

/** A call the rules need; the runner performs it and hands the outcome to `resumeAfter`. */
export type ServerStep =
  /**
   * Hub: GET /sso/check for a one-time code of the app, for this redirect (api-contract.md §7.3),
   * bound to the challenge of the page that asked, whose state goes back with the code.
   */
  | {
      type: 'check-app';
      token: string;
      appCode: string;
      redirect: string;
      retry: boolean;
      state?: string;
      codeChallenge?: string;
      /** The hub's language, for the child app to adopt (its `language` parameter). */
      language?: Locale;
    }
  /** Hub, logout retry without an app: GET /sso/getLoginByToken. */
  | { type: 'recheck-session'; token: string }
  /**
   * Child: GET /sso/check with the verifier of the sign-in whose `state` came back with the code,
   * then /sso/getLoginByToken with the token it returns.
   */
  | {
      type: 'validate';
      via: 'check';
      token: string;
      /** Null only for the unbound code of a tab that cannot keep a state (`canBind`). */
      state: string | null;
      appCode: string;
      context: ChildContext;
    }
  /** Child: GET /sso/iamCheck with the ticket and the service URL it was issued for. */
  | {
      type: 'validate';
      via: 'iamCheck';
      ticket: string;
      service: string;
      appCode: string;
      context: ChildContext;
    };

/** How a server step ended, as plain data for the second pure function. */
export type StepOutcome =
  /** `appToken`: what the hub appends to the redirect, issued for the app by the server. */
  | { type: 'ok'; login: LoginResult | null; appToken?: string }
  /** The server answered a result above 0 without throwing (53012, 54002). */
  | { type: 'refused'; result: number }
  /** The call threw; `message` is the (translated) error message. */
  | { type: 'failed'; message: string }
  /**
   * A child holding a live session of another user was handed a sign-in for `next` and did not
   * take it (the user said no, or nobody could be asked): the session of `current` stays.
   */
  | { type: 'kept'; current: string; next: string };

/** Where the navigation ends once every effect has run. */
export type Ending =
  | { type: 'proceed' }
  | { type: 'route'; name: NamedRoute; query?: RouteQuery }
  /** `signIn`: a sign-in of that app code starts here, bound to this tab (sign-in-binding.ts). */
  | { type: 'redirect'; url: string; signIn?: string }
  | { type: 'server'; step: ServerStep };

/** A decision: effects as data, then one ending. */
export interface Decision {
  effects: readonly Effect[];
  next: Ending;
}

export const PROCEED: Decision = { effects: [], next: { type: 'proceed' } };

export function toRoute(name: NamedRoute, query?: RouteQuery, effects: Effect[] = []): Decision {
  return { effects, next: query ? { type: 'route', name, query } : { type: 'route', name } };
}

export function withEffects(effects: readonly Effect[], decision: Decision): Decision {
  return { effects: [...effects, ...decision.effects], next: decision.next };
}

/** A query flag such as `logout` is set when present, unless it says false. */
export function isFlagSet(value: string | undefined): boolean {
  return value !== undefined && value !== 'false' && value !== '0';
}

/** Reads a URL's query, first value per name. */
export function readQuery(url: string): RouteQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) if (!(key in query)) query[key] = value;
  return query;
}

/** The server steps of the hub's rules. */
export type HubStep = Extract<ServerStep, { type: 'check-app' | 'recheck-session' }>;

/**
 * The hub's part of the navigation runner (product.md §2.2): how its context is read, its rules
 * and what it does with a server step's answer. `setupFromConfig` of `@portico/sdk/hub` puts it in
 * the setup; a child app's setup has none, so its bundle holds no hub rules.
 */
export interface HubNavigation {
  /** The hub's context, from what every rule set reads plus the origins a credential may go to. */
  context(
    client: SsoClient,
    setup: SsoSetup,
    base: Omit<HubContext, 'mode' | 'registeredOrigins' | 'appHostUrls'>,
  ): HubContext;
  /** The hub's rules on page load. */
  decide(context: HubContext): Decision;
  /** The rules again once a server step has answered. */
  resume(step: HubStep, outcome: StepOutcome): Decision;
  /** The texts the hub's rules show; the runner registers them. */
  texts: MessageArea;
  /** Performs a hub step; a throw is turned into a `failed` outcome by the runner. */
  perform(step: HubStep, client: SsoClient): Promise<StepOutcome>;
}
