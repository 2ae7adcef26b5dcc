import { z } from 'zod';
import { flagSchema, idListSchema, idSchema, optionalField, optionalText } from './admin-common';
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

export const ipWhitelistEntrySchema = z.object({
  groupName: z.string(),
  /** An address or a CIDR block. */
  ip: z.string(),
  remark: z.string().nullable(),
});
export type IpWhitelistEntry = z.output<typeof ipWhitelistEntrySchema>;

export const securityExceptionSchema = z.object({
  userId: z.string(),
  userCode: z.string(),
  name: z.string(),
  kind: z.enum(SECURITY_EXCEPTION_KINDS),
});
export type SecurityException = z.output<typeof securityExceptionSchema>;

/** GET {UC}/safety/settings?unitId=: the unit's settings (defaults when it has none). */
export const unitSecuritySettingsSchema = z.object({
  unitId: z.string(),
  unitCode: z.string(),
  ipWhitelist: flagSchema,
  smsValidation: flagSchema,
  /** Minutes of inactivity before the screen locks; null: never. */
  lockScreenMinutes: z.number().nullable(),
  repeatLogin: flagSchema,
  maxFailedAttempts: z.number(),
  lockMinutes: z.number(),
  ipList: z.array(ipWhitelistEntrySchema),
  exceptions: z.array(securityExceptionSchema),
});
export type UnitSecuritySettings = z.output<typeof unitSecuritySettingsSchema>;

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

export const loginLimitRowSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  /** Null: the whole unit. */
  userId: z.string().nullable(),
  userCode: z.string().nullable(),
  /** Seven 0/1 characters, Monday first. */
  weekdays: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  enabled: flagSchema,
  remark: z.string().nullable(),
});
export type LoginLimitRow = z.output<typeof loginLimitRowSchema>;

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
