import { z } from 'zod';
import { idRequestSchema, unitIdQuerySchema } from '../admin-common';
import { adminLoginLogQuerySchema, loginLogQuerySchema, loginLogPageSchema } from '../admin-logs';
import {
  ipWhitelistSaveSchema,
  loginLimitListQuerySchema,
  loginLimitRowSchema,
  loginLimitSaveSchema,
  securityExceptionsSaveSchema,
  securitySaveSchema,
  unitSecuritySettingsSchema,
} from '../admin-security';
import { answer, defineCall } from '../call';
import { pagedSchema } from '../page-query';

/**
 * Security settings (product.md §2.5 /safety), login limits (/login-limit) and login logs
 * (/login-log), under the UC base.
 */
const security = { base: 'UC', family: 'security' } as const;

export const SECURITY_CALLS = {
  settings: defineCall({
    ...security,
    method: 'GET',
    path: '/safety/settings',
    input: unitIdQuerySchema,
    output: answer(unitSecuritySettingsSchema),
    summary: 'Security settings of a unit',
    readme: {
      input: '`unitId`',
      answer: '`UnitSecuritySettings` (switches, lockout, IP list, exception users)',
    },
  }),
  save: defineCall({
    ...security,
    method: 'PUT',
    path: '/safety/save',
    input: securitySaveSchema,
    output: answer(unitSecuritySettingsSchema),
    summary: 'Save security switches and lockout',
    readme: {
      input:
        '`{ unitId, ipWhitelist?, smsValidation?, lockScreenMinutes? (null: off), repeatLogin?, maxFailedAttempts?, lockMinutes? }`',
      answer: '`UnitSecuritySettings`',
    },
  }),
  saveIpWhitelist: defineCall({
    ...security,
    method: 'PUT',
    path: '/safety/saveIpWhitelist',
    input: ipWhitelistSaveSchema,
    output: answer(unitSecuritySettingsSchema),
    summary: 'Save the IP whitelist',
    readme: {
      input: '`{ unitId, entries: [{ ip (address or CIDR), groupName?, remark? }] }`',
      answer: '`UnitSecuritySettings`',
    },
  }),
  saveExceptions: defineCall({
    ...security,
    method: 'PUT',
    path: '/safety/saveExceptions',
    input: securityExceptionsSaveSchema,
    output: answer(unitSecuritySettingsSchema),
    summary: 'Save exception users',
    readme: {
      input: '`{ unitId, kind: ALL|IP|SMS|REPEAT_LOGIN|LOGIN_LIMIT, userIds }`',
      answer: '`UnitSecuritySettings`',
    },
  }),
  loginLimitList: defineCall({
    ...security,
    method: 'GET',
    path: '/loginLimit/list',
    input: loginLimitListQuerySchema,
    output: answer(pagedSchema(loginLimitRowSchema)),
    paged: true,
    summary: 'Login limits (paged)',
    readme: {
      input: 'paged; `unitId`',
      answer: 'paged `LoginLimitRow`',
    },
  }),
  loginLimitSave: defineCall({
    ...security,
    method: 'PUT',
    path: '/loginLimit/save',
    input: loginLimitSaveSchema,
    output: answer(loginLimitRowSchema),
    summary: 'Add or change a login limit',
    readme: {
      input:
        '`{ id?, unitId, userId?, weekdays (7 × 0/1), startTime, endTime (HH:mm, start ≤ end), enabled, remark? }`',
      answer: '`LoginLimitRow`',
    },
  }),
  loginLimitDelete: defineCall({
    ...security,
    method: 'DELETE',
    path: '/loginLimit/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a login limit',
    readme: {
      input: '`id`',
      answer: 'null',
    },
  }),
  loginLogList: defineCall({
    ...security,
    family: 'loginLogs',
    method: 'GET',
    path: '/loginLog/list',
    input: loginLogQuerySchema,
    output: answer(loginLogPageSchema),
    paged: true,
    summary: 'Login log of the session unit (paged)',
    readme: {
      input:
        'paged; `userCode`, `startDate`, `endDate` (a date: whole UTC day), `loginState` — the session unit',
      answer: 'paged `LoginLogRow`, newest first; `statistic { success, failure }`',
    },
  }),
  loginLogAdminList: defineCall({
    ...security,
    family: 'loginLogs',
    method: 'GET',
    path: '/loginLog/adminList',
    input: adminLoginLogQuerySchema,
    output: answer(loginLogPageSchema),
    paged: true,
    summary: 'Login log of every unit (paged)',
    readme: {
      input: 'the same + `unitCode`: every unit, platform administrators only',
      answer: 'paged `LoginLogRow`',
    },
  }),
};
