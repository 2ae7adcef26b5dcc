import { type AppInfo, type HttpClient } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { appLaunch, nativeAppLink, verifyLaunchToken } from '@portico/sdk/internal';

/** What the launcher needs from the page; tests pass fakes. */
export interface LaunchEnv {
  http: HttpClient;
  /** The session token; the check and the links use it. */
  token: string;
  orgType: string;
  unitCode: string;
  /** Where relative hrefs resolve. */
  base: string;
  /** Opens an empty tab now, while the click still counts as a user gesture. */
  openTab(): { location: { href: string }; close(): void } | null;
  /** Hands a custom-protocol link to the operating system (or navigates this tab). */
  assign(url: string): void;
  /** A token for a native client link (GET /pms/token). */
  pmsToken(appCode: string, unitCode: string): Promise<string>;
}

export type LaunchOutcome =
  | { type: 'opened'; url: string }
  | { type: 'native'; url: string }
  | { type: 'choose-hotel' }
  | { type: 'no-address' }
  | { type: 'refused'; key: TextKey };

/**
 * Launch by app code (product.md §2.7): the token is checked first ('current login information
 * has expired' or, for an app the unit has not opened, §2.2's message); web apps open in a new tab
 * at the hub's sso page for the app, which appends a one-time code issued for it (never the hub's
 * token: DESIGN.md "Security model"), native clients (IGROUP, OHOTELWEB, POSCLIENT, IHOTEL for a hotel) get a
 * custom-protocol link with a token of their own, IHOTEL elsewhere asks for a hotel first.
 */
export async function launchApp(
  app: Pick<AppInfo, 'code' | 'href'>,
  env: LaunchEnv,
  hotelCode?: string,
): Promise<LaunchOutcome> {
  const decision = hotelCode
    ? ({ type: 'native' } as const)
    : appLaunch(app, {
        token: env.token,
        orgType: env.orgType,
        unitCode: env.unitCode,
        base: env.base,
      });
  if (decision.type === 'no-address' || decision.type === 'choose-hotel') return decision;

  // The tab must open inside the click; after an await the browser would block it.
  const tab = decision.type === 'open' ? env.openTab() : null;
  const problem = await verifyLaunchToken(env.http, env.token, app.code);
  if (problem) {
    tab?.close();
    return { type: 'refused', key: problem };
  }
  if (decision.type === 'open') {
    if (tab) tab.location.href = decision.url;
    else env.assign(decision.url);
    return { type: 'opened', url: decision.url };
  }
  const unitCode = hotelCode ?? env.unitCode;
  let token: string;
  try {
    token = await env.pmsToken(app.code, unitCode);
  } catch {
    return { type: 'refused', key: 'error.tokenExpired' };
  }
  const url = nativeAppLink(
    app.code,
    token,
    hotelCode || app.code === 'IHOTEL' ? { hotelCode: unitCode } : {},
  );
  env.assign(url);
  return { type: 'native', url };
}
