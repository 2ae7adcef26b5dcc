import { z } from 'zod';
import { dateInputSchema, optionalField, optionalText } from './admin-common';
import { pageQuerySchema } from './page-query';

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

export interface LoginLogRow {
  id: string;
  unitCode: string;
  userCode: string;
  userName: string | null;
  loginDate: string;
  loginState: LoginState;
  ip: string | null;
  appCode: string | null;
  /** Why a failure failed (badCredentials, locked, ipRefused…), or how a success signed in. */
  reason: string | null;
}

/** `statistic` of the log lists: successes and failures with every filter but the state. */
export type LoginLogStatistic = { success: number; failure: number };
