import type { AppInfo } from '../contract/login';
import { hubLaunchLink } from './app-link';

/** Apps opened through a custom-protocol link to a native client (product.md §2.7). */
export const NATIVE_APP_CODES = ['IGROUP', 'OHOTELWEB', 'POSCLIENT'] as const;
/** Opened natively for a hotel unit; any other unit first chooses a hotel (product.md §2.7). */
export const HOTEL_APP_CODE = 'IHOTEL';
/** The `orgType` of a hotel unit (product.md §3, unit type HOTEL). */
export const HOTEL_ORG_TYPE = 'HOTEL';

/**
 * The custom-protocol link of a native client. The spec shows only "a custom-protocol link with a
 * token", so the scheme is defined here: `<app code in lowercase>://open?token=<token>` plus any
 * extra parameters (e.g. `hotelCode` after a hotel choice), e.g. `igroup://open?token=abc`.
 * A native client registers its scheme with the operating system and reads `token` from the URL.
 */
export function nativeAppLink(
  appCode: string,
  token: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({ token, ...params });
  return `${appCode.toLowerCase()}://open?${query.toString()}`;
}

/** What launching an app does (product.md §2.7 "Launch by app code"). */
export type AppLaunch =
  /** Open the http(s) link: the hub's sso page for the app (`hubLaunchLink`), no token in it. */
  | { type: 'open'; url: string }
  /** Hand the custom-protocol link to the operating system. */
  | { type: 'native'; url: string }
  /** IHOTEL outside a hotel unit: list the hotels and let the user choose one. */
  | { type: 'choose-hotel' }
  /** No usable address: show the 'no matched address' tooltip. */
  | { type: 'no-address' };

export interface AppLaunchOptions {
  /**
   * The token for the link. For native clients pass the one the server issues for them
   * (api-contract.md §7.6 `GET /pms/token`) when it has one; otherwise the session token.
   */
  token: string;
  /** The unit's `orgType` from the login result. */
  orgType: string;
  /** The unit's code, sent to IHOTEL as `hotelCode` for a hotel unit. */
  unitCode?: string;
  /** Where relative hrefs resolve (the hub page). */
  base: string;
  /** The hub's sso page, relative to `base`; default `/sso` (product.md §2.5). */
  ssoPath?: string;
}

/**
 * Launch by app code (product.md §2.7): IGROUP, OHOTELWEB and POSCLIENT open a custom-protocol
 * link with a token; IHOTEL does so for a hotel unit and otherwise asks for a hotel; all others
 * open their href through the hub's sso page, which appends a one-time code issued for the app. Checking the token first (and showing error.tokenExpired when
 * it fails) is the caller's step: see `verifyLaunchToken`.
 */
export function appLaunch(
  app: Pick<AppInfo, 'code' | 'href'>,
  options: AppLaunchOptions,
): AppLaunch {
  if ((NATIVE_APP_CODES as readonly string[]).includes(app.code)) {
    return { type: 'native', url: nativeAppLink(app.code, options.token) };
  }
  if (app.code === HOTEL_APP_CODE) {
    if (options.orgType !== HOTEL_ORG_TYPE) return { type: 'choose-hotel' };
    const params: Record<string, string> = options.unitCode ? { hotelCode: options.unitCode } : {};
    return { type: 'native', url: nativeAppLink(app.code, options.token, params) };
  }
  const url = hubLaunchLink(app, options.base, options.ssoPath);
  return url ? { type: 'open', url } : { type: 'no-address' };
}
