/** T/F flags as the contract spells them (product.md §3). */
export type Flag = 'T' | 'F';

/**
 * Body of POST {UC}/sso/login. The contract does not show it, so DESIGN.md defines it:
 * `{ unitCode, userCode, password }`. Its zod schema is in login-schema.ts, apart, so that a
 * client that only signs in never bundles zod.
 */
export interface LoginRequest {
  unitCode: string;
  userCode: string;
  password: string;
}

/** Longest accepted value of each login field. */
export const LOGIN_MAX_LENGTH = { unitCode: 64, userCode: 64, password: 128 } as const;

/** An application the unit may open (product.md §3 "App"). */
export interface AppInfo {
  code: string;
  descript: string;
  logo: string | null;
  sLogo: string | null;
  href: string | null;
  /** Whether the app is enabled for SSO (product.md §2.7: only those are listed). */
  sso: Flag;
}

/** A menu entry (product.md §3 "Menu"). */
export interface MenuItem {
  name: string;
  title: string;
  path: string | null;
  link: string | null;
  identity: string;
  winType: 'ROUTE' | 'CURRENTPAGE' | 'ALERT' | 'NEWPAGE' | 'NEWBLANK';
  stretch: Flag;
  icon: string | null;
  tip: string | null;
  children: MenuItem[];
}

/** The session user (product.md §3 "Session user"). */
export interface SessionUser {
  id: string;
  code: string;
  name: string;
  type: string;
  deptName: string | null;
  firstLogin: Flag;
  isBackdoor: Flag;
  canUseBackdoor: Flag;
  receiveMessage: Flag;
  email: string | null;
}

/** The login result (product.md §3, api-contract.md §3). */
export interface LoginResult {
  userCode: string;
  username: string;
  unitId: string;
  unitCode: string;
  unitName: string;
  unitLogo: string | null;
  deptName: string | null;
  theme: string | null;
  jwtToken: string;
  apps: AppInfo[];
  userPkId: string;
  unitPkId: string;
  pwdChange: boolean;
  menus: MenuItem[];
  orgId: string;
  orgType: string;
  orgUUID: string;
  login: boolean;
  userInfoDO: SessionUser;
  /**
   * Minutes of inactivity after which the client locks the screen (the unit's /safety/lockScreen
   * setting); null or absent: never. Read by the server at each sign-in.
   */
  lockScreenMinutes?: number | null;
}
