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

// The answers' types are written out in login-types.ts; type-only, so this file stays zod-free.
export type { AppInfo, LoginResult, PmsLoginRequest, SessionUser } from './login-types';

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
