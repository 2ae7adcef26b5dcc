import type { Locale } from '../i18n/translate';
import type { Flag, MenuItem } from './login';

/*
 * The login answers' types (product.md §3, api-contract.md §3), written out as plain interfaces:
 * what a page reads and what editors show. Their zod schemas (login-schema.ts, sso.ts, for the
 * server) are checked against them both ways in public-types.test.ts.
 */

/** An application the unit may open (product.md §3 "App"). */
export interface AppInfo {
  /** The app code. */
  code: string;
  /** The app's display name as the server stores it. */
  descript: string;
  /** The logo's address, if any. */
  logo: string | null;
  /** The small logo's address, if any. */
  sLogo: string | null;
  /** The app's address, if any. */
  href: string | null;
  /** Whether the app is enabled for SSO (product.md §2.7: only those are listed). */
  sso: Flag;
}

/** The session user (product.md §3 "Session user"). */
export interface SessionUser {
  /** The user's id. */
  id: string;
  /** The user code (account). */
  code: string;
  /** The user's display name. */
  name: string;
  /** The user's type. */
  type: string;
  /** The user's department, if any. */
  deptName: string | null;
  /** T until the first password change (product.md §4). */
  firstLogin: Flag;
  /** T for a backdoor account. */
  isBackdoor: Flag;
  /** T when the user may use backdoor accounts. */
  canUseBackdoor: Flag;
  /** T when the user receives messages. */
  receiveMessage: Flag;
  /** The bound e-mail address, if any. */
  email: string | null;
}

/** The login result (product.md §3, api-contract.md §3): what a sign-in answers. */
export interface LoginResult {
  /** The user code (account). */
  userCode: string;
  /** The user's display name. */
  username: string;
  /** The unit's id. */
  unitId: string;
  /** The unit code. */
  unitCode: string;
  /** The unit's display name. */
  unitName: string;
  /** The unit's logo address, if any. */
  unitLogo: string | null;
  /** The user's department, if any. */
  deptName: string | null;
  /** The unit's theme, if any. */
  theme: string | null;
  /** The session's token: the client keeps it in its token store, not in the login info. */
  jwtToken: string;
  /** The applications the unit may open. */
  apps: AppInfo[];
  /** The user's primary key. */
  userPkId: string;
  /** The unit's primary key. */
  unitPkId: string;
  /** True when the password must be changed now (product.md §4). */
  pwdChange: boolean;
  /** The menus of the app signed in to. */
  menus: MenuItem[];
  /** The organisation's id. */
  orgId: string;
  /** The organisation's type. */
  orgType: string;
  /** The organisation's UUID. */
  orgUUID: string;
  /** True for a signed-in answer. */
  login: boolean;
  /** The session user. */
  userInfoDO: SessionUser;
  /**
   * Minutes of inactivity after which the client locks the screen (the unit's setting); null or
   * absent: never.
   */
  lockScreenMinutes?: number | null;
  /**
   * The unit's default language (its own, else the nearest unit's above it that sets one): a
   * page shows it when the user has chosen no language and the browser speaks neither locale.
   */
  unitLanguage?: Locale | null;
}

/** The body of a hotel-system (PMS) sign-in: a PMS account of the hotel unit and its password. */
export interface PmsLoginRequest {
  /** The hotel unit's code. */
  unitCode: string;
  /** The PMS account. */
  pmsAccount: string;
  /** Its password. */
  password: string;
  /** The app whose menus the answer carries (default: the user centre). */
  appCode?: string;
}
