/** The four configured API bases (api-contract.md §7.1, DESIGN.md "Defaults"). */
export interface ApiBases {
  UC: string;
  INTERNAL_MESSAGE: string;
  WEB_SOCKET: string;
  TRANSLATE: string;
}
export type ApiBaseName = keyof ApiBases;

export const DEFAULT_API_BASES: ApiBases = {
  UC: '/uc',
  INTERNAL_MESSAGE: '',
  WEB_SOCKET: '/gc-websocket/gc/inmail',
  TRANSLATE: '/translate',
};

/** One host's entry of /app-config/appConfig.json (api-contract.md §7.2). */
export interface HostAppConfig {
  appCode: string;
  /** The hub's own app code, for child apps. */
  hostAppCode?: string;
  customer: string;
  sso: boolean;
  hmId?: string;
}
/** /app-config/appConfig.json: keyed by host (`hostname:port`); `default` applies to any other host. */
export type AppConfigByHost = Record<string, HostAppConfig>;

/** Outside-link allow lists (product.md §5 "Outside links"). An empty list allows everything. */
export interface OutsideLinkRules {
  protocols: string[];
  domains: string[];
  ports: string[];
}

/** Pack-module switches (product.md §3), all on by default. */
export interface ModuleSwitches {
  MESSAGE: boolean;
  USER_BAR: boolean;
  LANG: boolean;
  DEV_NAVIGATION: boolean;
}

/** /app-config/loginSystemConfig.json (api-contract.md §7.2 "system config"). */
export interface LoginSystemConfig {
  apiBases: ApiBases;
  /** Where the SSO hub lives, for child apps. */
  hubUrl: string;
  outsideLinks: OutsideLinkRules;
  modules: ModuleSwitches;
  customerFlags: Record<string, boolean>;
}

/** /app-config/appCode2HostUrl.json: app code → host URL (api-contract.md §7.2). */
export type AppCodeToHostUrl = Record<string, string>;

/** Customer flags of product.md §3 "Session/config"; absent means off. */
export const CUSTOMER_FLAGS = [
  'outsideChain',
  'wanda',
  'shuxiang',
  'polin',
  'kaiyuan',
  'mazhen',
  'ssoLogin',
  'guolv',
] as const;
export type CustomerFlag = (typeof CUSTOMER_FLAGS)[number];
