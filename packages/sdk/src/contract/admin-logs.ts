import { z } from 'zod';
import { dateInputSchema, optionalField, optionalText } from './admin-common';
import { pagedSchema, pageQuerySchema } from './page-query';

/**
 * Login logs (product.md §2.5 /login-log: admin-login-log for all units, login-log for the
 * current unit; §3 "Login log"), under the UC base, newest first.
 */

export const LOGIN_STATE_VALUES = ['success', 'failure'] as const;
export type LoginState = (typeof LOGIN_STATE_VALUES)[number];

const filters = {
  userCode: optionalText(64),
  /** A date (from its start) or a date-time. */
  startDate: optionalField(dateInputSchema),
  /** A date (to its end) or a date-time. */
  endDate: optionalField(dateInputSchema),
  loginState: optionalField(z.enum(LOGIN_STATE_VALUES)),
};

/** GET {UC}/loginLog/list: the session unit's log. */
export const loginLogQuerySchema = pageQuerySchema.extend(filters);
export type LoginLogQuery = z.input<typeof loginLogQuerySchema>;

/** GET {UC}/loginLog/adminList: every unit's log (platform administrators only), by unit code. */
export const adminLoginLogQuerySchema = pageQuerySchema.extend({
  unitCode: optionalText(64),
  ...filters,
});
export type AdminLoginLogQuery = z.input<typeof adminLoginLogQuerySchema>;

export const loginLogRowSchema = z.object({
  id: z.string(),
  unitCode: z.string(),
  userCode: z.string(),
  userName: z.string().nullable(),
  loginDate: z.string(),
  loginState: z.enum(LOGIN_STATE_VALUES),
  ip: z.string().nullable(),
  appCode: z.string().nullable(),
  /** Why a failure failed (badCredentials, locked, ipRefused…), or how a success signed in. */
  reason: z.string().nullable(),
  /** The second factor a success proved (totp, recovery, hwk, swk, sms); null: none. */
  factor: z.string().nullable().optional(),
});
export type LoginLogRow = z.output<typeof loginLogRowSchema>;

/** `statistic` of the log lists: successes and failures with every filter but the state. */
export const loginLogStatisticSchema = z.object({ success: z.number(), failure: z.number() });
export type LoginLogStatistic = z.output<typeof loginLogStatisticSchema>;

/** A page of the login log with its `statistic`. */
export const loginLogPageSchema = pagedSchema(loginLogRowSchema).extend({
  statistic: loginLogStatisticSchema,
});
