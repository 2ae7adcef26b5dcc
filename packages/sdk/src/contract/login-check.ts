import { z } from 'zod';
import { ssoLoginRequestSchema } from './sso';

/**
 * POST {UC}/login/checkOverwrite and POST {UC}/login (api-contract.md §7.3 lists them without
 * payloads). They are the login page's side of the repeat-login policy (product.md §2.5
 * /safety/repeatLogin): checkOverwrite tells, before signing in, whether signing in would end
 * the account's session elsewhere; /login signs in like /sso/login but ends that session only
 * when the caller agreed (`overwrite: true`), answering 52101 otherwise.
 */

/** The sign-in fields; the SMS code is not needed for the check. */
export const checkOverwriteRequestSchema = ssoLoginRequestSchema;
export type CheckOverwriteRequest = z.infer<typeof checkOverwriteRequestSchema>;

/** POST /login: the /sso/login body and the consent to end the session elsewhere. */
export const consentLoginRequestSchema = ssoLoginRequestSchema.extend({
  overwrite: z.boolean().optional(),
});
export type ConsentLoginRequest = z.infer<typeof consentLoginRequestSchema>;

/** When and from where the session that signing in would end was started. */
export const overwrittenSessionSchema = z.object({
  /** ISO date-time of that sign-in. */
  time: z.string(),
  ip: z.string().nullable(),
});
export type OverwrittenSession = z.output<typeof overwrittenSessionSchema>;

/** The answer of checkOverwrite (and the `retVal` of a 52101 answer of /login). */
export const overwriteCheckSchema = z.object({
  /** Signing in now would end `session` (the unit's repeat-login policy applies to the user). */
  overwrite: z.boolean(),
  /** The newest live session of the account, when signing in would end it. */
  session: overwrittenSessionSchema.nullable(),
});
export type OverwriteCheck = z.output<typeof overwriteCheckSchema>;
