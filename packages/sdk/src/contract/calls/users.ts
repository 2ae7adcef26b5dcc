import { z } from 'zod';
import {
  groupAndHotelUsersQuerySchema,
  saveUserAuthInfoBatchSchema,
  saveUserAuthInfoSchema,
  updateUserResourceByCodeSchema,
  userAddRequestSchema,
  userListQuerySchema,
  userResetPasswordSchema,
  userStateSchema,
  userUnitsSaveSchema,
  userUpdateSchema,
  adminUserDetailSchema,
  adminUserSchema,
  savedCountSchema,
  userPageSchema,
  userUnitRelationSchema,
} from '../admin-users';
import { idRequestSchema } from '../admin-common';
import { answer, defineCall } from '../call';
import { pagedSchema } from '../page-query';

/**
 * User administration (product.md §2.5 /user/user-list, /user/unit-user-list, §4 states, §6;
 * the user calls of api-contract.md §7.4 whose bodies it leaves unshown), under the UC base.
 */
const user = { base: 'UC', family: 'users' } as const;

export const USER_CALLS = {
  list: defineCall({
    ...user,
    method: 'GET',
    path: '/user/list',
    input: userListQuerySchema,
    output: answer(userPageSchema),
    paged: true,
    summary: 'Users (paged)',
    readme: {
      input: 'paged; `unitId`, `departmentId` (and below), `keyword`, `status`, `locked`',
      answer: 'paged `AdminUser`; `statistic { enabled, disabled, locked }`',
    },
  }),
  groupAndHotelUsers: defineCall({
    ...user,
    method: 'GET',
    path: '/user/groupAndHotelUsers',
    input: groupAndHotelUsersQuerySchema,
    output: answer(pagedSchema(adminUserSchema)),
    paged: true,
    summary: 'Users of a group and its hotels (paged)',
    readme: {
      input: "paged; `unitCode`, `keyword` (the contract's list: session unit and below)",
      answer: 'paged `AdminUser`',
    },
  }),
  detail: defineCall({
    ...user,
    method: 'GET',
    path: '/user/detail',
    input: idRequestSchema,
    output: answer(adminUserDetailSchema),
    summary: 'One user',
    readme: { input: '`id`', answer: '`AdminUserDetail` (with relations)' },
  }),
  add: defineCall({
    ...user,
    method: 'POST',
    path: '/user/add',
    input: userAddRequestSchema,
    output: answer(adminUserDetailSchema),
    summary: 'Add a user',
    readme: {
      input:
        '`userAddSchema` fields + `password`, `unitId?`, `departmentId?`, `sex?`, `birth?`, `expireTime?`…',
      answer: "`AdminUserDetail`; first login forces a change; 'User code already exists'",
    },
  }),
  update: defineCall({
    ...user,
    method: 'PUT',
    path: '/user/update',
    input: userUpdateSchema,
    output: answer(adminUserDetailSchema),
    summary: 'Change a user',
    readme: {
      input:
        "`{ id, name?, email?, mobile?, idcard?, departmentId?, … }`; absent = unchanged, null or '' = cleared (NULL)",
      answer: '`AdminUserDetail`',
    },
  }),
  updateState: defineCall({
    ...user,
    method: 'PUT',
    path: '/user/updateState',
    input: userStateSchema,
    output: answer(adminUserDetailSchema),
    summary: 'Enable or disable a user',
    readme: {
      input: '`{ id, status: enabled|disabled }`',
      answer: "`AdminUserDetail`; disabling ends the user's sessions",
    },
  }),
  lock: defineCall({
    ...user,
    method: 'POST',
    path: '/user/lock',
    input: idRequestSchema,
    output: answer(adminUserDetailSchema),
    summary: 'Lock an account until an administrator unlocks it',
    readme: {
      input: '`{ id }` (never the caller)',
      answer: '`AdminUserDetail`; locked until an unlock, sessions end, sign-in refused',
    },
  }),
  unlock: defineCall({
    ...user,
    method: 'POST',
    path: '/user/unlock',
    input: idRequestSchema,
    output: answer(adminUserDetailSchema),
    summary: 'Unlock a locked account',
    readme: { input: '`{ id }`', answer: '`AdminUserDetail`' },
  }),
  resetPassword: defineCall({
    ...user,
    method: 'POST',
    path: '/user/resetPassword',
    credentials: true,
    input: userResetPasswordSchema,
    output: answer(z.null()),
    summary: "Reset a user's password",
    readme: {
      input: "`{ id, passwd, passwdCheck }` (reset rule + the unit's PASSWORD_STRATEGY)",
      answer: 'null; sessions end, change forced at next sign-in',
    },
  }),
  delete: defineCall({
    ...user,
    method: 'DELETE',
    path: '/user/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a user',
    readme: { input: '`id`', answer: 'null' },
  }),
  units: defineCall({
    ...user,
    method: 'GET',
    path: '/user/units',
    input: idRequestSchema,
    output: answer(z.array(userUnitRelationSchema)),
    summary: 'Units a user is related to',
    readme: {
      input: '`id`',
      answer: '`UserUnitRelation[]` (isAdmin, isAgentAdmin, canLogin)',
    },
  }),
  saveUnits: defineCall({
    ...user,
    method: 'PUT',
    path: '/user/saveUnits',
    input: userUnitsSaveSchema,
    output: answer(z.array(userUnitRelationSchema)),
    summary: 'Set the units a user may log in to',
    readme: {
      input:
        '`{ id, units: [{ unitId, isAdmin, isAgentAdmin, canLogin }] }` (relations outside the scope are kept)',
      answer: '`UserUnitRelation[]`',
    },
  }),
  saveUserAuthInfo: defineCall({
    ...user,
    method: 'PUT',
    path: '/user/saveUserAuthInfo',
    input: saveUserAuthInfoSchema,
    output: answer(savedCountSchema),
    summary: 'Roles and grants of a user',
    readme: {
      input:
        '`{ userId, unitId?, roleIds?, appCode?, menuIds?, operationIds?, reportIds? }`: each list replaces that set',
      answer: '`{ saved }`',
    },
  }),
  saveUserAuthInfoBatch: defineCall({
    ...user,
    method: 'PUT',
    path: '/user/saveUserAuthInfoBatch',
    input: saveUserAuthInfoBatchSchema,
    output: answer(savedCountSchema),
    summary: 'Roles and grants of several users',
    readme: {
      input: '`{ userIds, … }` the same for several users, all or none',
      answer: '`{ saved }`',
    },
  }),
  updateUserResourceByCode: defineCall({
    ...user,
    method: 'PUT',
    path: '/user/updateUserResourceByCode',
    input: updateUserResourceByCodeSchema,
    output: answer(savedCountSchema),
    summary: 'Grant resources by code',
    readme: {
      input:
        '`{ userCode, unitCode?, appCode, type: MENU|OPERATION|REPORT, codes, mode: add|remove|replace }`',
      answer: '`{ saved }`',
    },
  }),
};
