import { z } from 'zod';
import { flagSchema, idListSchema, idSchema, optionalField, optionalText } from './admin-common';
import type { Flag } from './login';
import { pageQuerySchema } from './page-query';

/**
 * Security settings of a unit (product.md §2.5 /safety: ipWhite, sms, lockScreen, repeatLogin)
 * and login limits (/login-limit/login-limit-list), under the UC base. Settings apply per unit,
 * without inheritance; the lockout policy (failures before a lock, its minutes) is part of them.
 */

export const SECURITY_EXCEPTION_KINDS = [
  'ALL',
  'IP',
  'SMS',
  'REPEAT_LOGIN',
  'LOGIN_LIMIT',
] as const;
export type SecurityExceptionKind = (typeof SECURITY_EXCEPTION_KINDS)[number];

export interface IpWhitelistEntry {
  groupName: string;
  /** An address or a CIDR block. */
  ip: string;
  remark: string | null;
}

export interface SecurityException {
  userId: string;
  userCode: string;
  name: string;
  kind: SecurityExceptionKind;
}

/** GET {UC}/safety/settings?unitId=: the unit's settings (defaults when it has none). */
export interface UnitSecuritySettings {
  unitId: string;
  unitCode: string;
  ipWhitelist: Flag;
  smsValidation: Flag;
  /** Minutes of inactivity before the screen locks; null: never. */
  lockScreenMinutes: number | null;
  repeatLogin: Flag;
  maxFailedAttempts: number;
  lockMinutes: number;
  ipList: IpWhitelistEntry[];
  exceptions: SecurityException[];
}

/** PUT (or POST) {UC}/safety/save: the switches and numbers given change. */
export const securitySaveSchema = z.object({
  unitId: idSchema,
  ipWhitelist: flagSchema.optional(),
  smsValidation: flagSchema.optional(),
  lockScreenMinutes: z.union([z.number().int().min(1).max(1440), z.null()]).optional(),
  repeatLogin: flagSchema.optional(),
  maxFailedAttempts: z.number().int().min(1).max(100).optional(),
  lockMinutes: z.number().int().min(1).max(10080).optional(),
});
export type SecuritySaveRequest = z.input<typeof securitySaveSchema>;

/** PUT (or POST) {UC}/safety/saveIpWhitelist: the unit's list becomes `entries`. */
export const ipWhitelistSaveSchema = z.object({
  unitId: idSchema,
  entries: z
    .array(
      z.object({
        groupName: z.string().trim().min(1).max(64).default('default'),
        ip: z.string().trim().min(1).max(64),
        remark: optionalText(200),
      }),
    )
    .max(500),
});
export type IpWhitelistSaveRequest = z.input<typeof ipWhitelistSaveSchema>;

/** PUT (or POST) {UC}/safety/saveExceptions: the exception users of one rule become `userIds`. */
export const securityExceptionsSaveSchema = z.object({
  unitId: idSchema,
  kind: z.enum(SECURITY_EXCEPTION_KINDS),
  userIds: idListSchema,
});
export type SecurityExceptionsSaveRequest = z.input<typeof securityExceptionsSaveSchema>;

/** GET {UC}/loginLimit/list?unitId=: paged limits of a unit. */
export const loginLimitListQuerySchema = pageQuerySchema.extend({
  unitId: optionalField(idSchema),
});
export type LoginLimitListQuery = z.input<typeof loginLimitListQuerySchema>;

export interface LoginLimitRow {
  id: string;
  unitId: string;
  /** Null: the whole unit. */
  userId: string | null;
  userCode: string | null;
  /** Seven 0/1 characters, Monday first. */
  weekdays: string;
  startTime: string;
  endTime: string;
  enabled: Flag;
  remark: string | null;
}

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** PUT (or POST) {UC}/loginLimit/save: adds (no id) or changes a limit; start ≤ end. */
export const loginLimitSaveSchema = z.object({
  id: optionalField(idSchema),
  unitId: idSchema,
  userId: optionalField(idSchema),
  weekdays: z.string().regex(/^[01]{7}$/),
  startTime: timeSchema,
  endTime: timeSchema,
  enabled: flagSchema.default('T'),
  remark: optionalText(200),
});
export type LoginLimitSaveRequest = z.input<typeof loginLimitSaveSchema>;

/** POST (or DELETE) {UC}/loginLimit/delete {id}. */
