/*
 * The startup files' types (api-contract.md §7.2), written out as plain interfaces: what a page
 * reads and what editors show. Their zod schemas (app-config-schema.ts, for the server and the
 * console) are checked against them both ways in public-types.test.ts.
 */

/** The four configured API bases (api-contract.md §7.1): a path or a URL each. */
export interface ApiBases {
  /** The user centre's calls: `/uc` by default. */
  UC: string;
  /** The internal-message calls: `/internal-message` by default. */
  INTERNAL_MESSAGE: string;
  /** The live-message socket: `/gc-websocket/gc/inmail` by default. */
  WEB_SOCKET: string;
  /** The key/value translation calls: `/translate` by default. */
  TRANSLATE: string;
}

/** One host's entry of `/app-config/appConfig.json` (api-contract.md §7.2). */
export interface HostAppConfig {
  /** The app code of the page served on this host. */
  appCode: string;
  /** The hub's own app code, for child apps. */
  hostAppCode?: string;
  /** The customer flag set the page runs with. */
  customer: string;
  /** Whether the app signs in through the hub (a child app) rather than by itself. */
  sso: boolean;
  /** The hotel-management id, where the customer has one. */
  hmId?: string;
}

/** `/app-config/appConfig.json`: keyed by host (`hostname:port`); `default` applies to any other. */
export type AppConfigByHost = Record<string, HostAppConfig>;

/** Outside-link allow lists (product.md §5 "Outside links"); an empty list allows everything. */
export interface OutsideLinkRules {
  /** Allowed protocols (`https`); empty: http and https. */
  protocols: string[];
  /** Allowed domains; `*.x.com` allows the subdomains of x.com. */
  domains: string[];
  /** Allowed ports; a URL without one counts as 80 for http, 443 for https. */
  ports: string[];
}

/** Pack-module switches (product.md §3), all on by default. */
export interface ModuleSwitches {
  /** The message bell and centre. */
  MESSAGE: boolean;
  /** The user bar. */
  USER_BAR: boolean;
  /** The language switch. */
  LANG: boolean;
  /** The developer navigation. */
  DEV_NAVIGATION: boolean;
}

/** `/app-config/loginSystemConfig.json` (api-contract.md §7.2 "system config"). */
export interface LoginSystemConfig {
  /** The API bases the client calls. */
  apiBases: ApiBases;
  /** Where the SSO hub lives, for child apps: its sso page (`/sso` or an absolute URL). */
  hubUrl: string;
  /** Which outside links the hub may open. */
  outsideLinks: OutsideLinkRules;
  /** Which pack modules are on. */
  modules: ModuleSwitches;
  /** Customer flags by name. */
  customerFlags: Record<string, boolean>;
}

/** `/app-config/appCode2HostUrl.json`: app code → host URL (api-contract.md §7.2). */
export type AppCodeToHostUrl = Record<string, string>;
