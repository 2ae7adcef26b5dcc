import { z } from 'zod';
import { LOCALES } from '../i18n/translate';
import { flagSchema } from './admin-common';
import { LOGIN_MAX_LENGTH, type LoginRequest, type MenuItem } from './login';
// Their types are written out as plain interfaces (checked against these schemas both ways).
export type { AppInfo, LoginResult, SessionUser } from './login-types';

/**
 * Server-side schema of the login body (DESIGN.md); the same keys and limits as
 * validateLoginForm (validation/login-form.ts), which the clients call.
 */
export const loginRequestSchema = z.object({
  unitCode: z
    .string()
    .trim()
    .min(1, 'validation.login.unitCodeRequired')
    .max(LOGIN_MAX_LENGTH.unitCode, 'validation.tooLong'),
  userCode: z
    .string()
    .trim()
    .min(1, 'validation.login.userCodeRequired')
    .max(LOGIN_MAX_LENGTH.userCode, 'validation.tooLong'),
  password: z
    .string()
    .min(1, 'validation.login.passwordRequired')
    .max(LOGIN_MAX_LENGTH.password, 'validation.tooLong'),
}) satisfies z.ZodType<LoginRequest>;

/*
 * The login result's schemas live here, beside the login body's, and not in login.ts: the SDK root
 * imports login.ts at run time (LOGIN_MAX_LENGTH), so its types are re-exported there as types
 * only and a page that signs in never bundles zod.
 */

/** An application the unit may open (product.md §3 "App"). */
export const appInfoSchema = z.object({
  code: z.string(),
  descript: z.string(),
  logo: z.string().nullable(),
  sLogo: z.string().nullable(),
  href: z.string().nullable(),
  /** Whether the app is enabled for SSO (product.md §2.7: only those are listed). */
  sso: flagSchema,
});

/** How a menu entry opens (product.md §3 "Menu"). */
export const winTypeSchema = z.enum(['ROUTE', 'CURRENTPAGE', 'ALERT', 'NEWPAGE', 'NEWBLANK']);

/** A menu entry (product.md §3 "Menu"); a tree, so its type is written out in login.ts. */
export const menuItemSchema: z.ZodType<MenuItem> = z
  .object({
    name: z.string(),
    title: z.string(),
    path: z.string().nullable(),
    link: z.string().nullable(),
    identity: z.string(),
    winType: winTypeSchema,
    stretch: flagSchema,
    icon: z.string().nullable(),
    tip: z.string().nullable(),
    children: z.array(z.lazy(() => menuItemSchema)),
  })
  .meta({ id: 'MenuItem' });

/** The session user (product.md §3 "Session user"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  deptName: z.string().nullable(),
  firstLogin: flagSchema,
  isBackdoor: flagSchema,
  canUseBackdoor: flagSchema,
  receiveMessage: flagSchema,
  email: z.string().nullable(),
});

/** The login result (product.md §3, api-contract.md §3). */
export const loginResultSchema = z.object({
  userCode: z.string(),
  username: z.string(),
  unitId: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  unitLogo: z.string().nullable(),
  deptName: z.string().nullable(),
  theme: z.string().nullable(),
  jwtToken: z.string(),
  apps: z.array(appInfoSchema),
  userPkId: z.string(),
  unitPkId: z.string(),
  pwdChange: z.boolean(),
  menus: z.array(menuItemSchema),
  orgId: z.string(),
  orgType: z.string(),
  orgUUID: z.string(),
  login: z.boolean(),
  userInfoDO: sessionUserSchema,
  /**
   * Minutes of inactivity after which the client locks the screen (the unit's /safety/lockScreen
   * setting); null or absent: never. Read by the server at each sign-in.
   */
  lockScreenMinutes: z.number().nullable().optional(),
  /**
   * The unit's default language, its own or the nearest unit's above it that sets one; a page
   * shows it when the user has chosen no language and the browser speaks neither locale.
   */
  unitLanguage: z.enum(LOCALES).nullable().optional(),
});
