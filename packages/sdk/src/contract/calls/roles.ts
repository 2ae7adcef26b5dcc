import { z } from 'zod';
import { idRequestSchema } from '../admin-common';
import {
  adminRoleSchema,
  roleAddSchema,
  roleAssignDepartmentsSchema,
  roleAssignUsersSchema,
  roleAuthSaveSchema,
  roleAuthTreeQuerySchema,
  roleDispatchSchema,
  roleDispatchTargetSchema,
  roleGroupsQuerySchema,
  roleListAllQuerySchema,
  roleMembersSchema,
  roleMembersQuerySchema,
  roleMoveSchema,
  roleUpdateSchema,
} from '../admin-roles';
import { savedCountSchema } from '../admin-users';
import { pagedSchema } from '../page-query';
import { authTreeNodeSchema } from '../users';
import { answer, defineCall } from '../call';

/** Roles and role permissions (product.md §2.5 /role/admin-roles, /role/roleList; §6), under the UC base. */
const role = { base: 'UC', family: 'roles' } as const;

export const ROLE_CALLS = {
  list: defineCall({
    ...role,
    method: 'GET',
    path: '/role/list',
    input: roleListAllQuerySchema,
    output: answer(pagedSchema(adminRoleSchema)),
    paged: true,
    summary: 'Roles (paged)',
    readme: {
      input:
        'paged; `unitId`, `keyword`, `roleGroup`, `isTemplate`, `includeDispatched` (default T)',
      answer: 'paged `AdminRole` (`dispatched`: read-only there)',
    },
  }),
  detail: defineCall({
    ...role,
    method: 'GET',
    path: '/role/detail',
    input: idRequestSchema,
    output: answer(adminRoleSchema),
    summary: 'One role',
    readme: {
      input: '`id`',
      answer: '`AdminRole`',
    },
  }),
  add: defineCall({
    ...role,
    method: 'POST',
    path: '/role/add',
    input: roleAddSchema,
    output: answer(adminRoleSchema),
    summary: 'Add a role',
    readme: {
      input:
        '`roleSchema` fields + `unitId?`, `sort?`, `roleGroup?`, `isTemplate?`, `childRoleIds?`, `templateId?`',
      answer: '`AdminRole`; child roles of the same unit, no cycle',
    },
  }),
  update: defineCall({
    ...role,
    method: 'PUT',
    path: '/role/update',
    input: roleUpdateSchema,
    output: answer(adminRoleSchema),
    summary: 'Change a role',
    readme: {
      input: '`{ id, code, descript, … }`',
      answer: '`AdminRole`',
    },
  }),
  delete: defineCall({
    ...role,
    method: 'DELETE',
    path: '/role/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a role',
    readme: {
      input: '`id`',
      answer: 'refused while users, departments or roles use it',
    },
  }),
  move: defineCall({
    ...role,
    method: 'PUT',
    path: '/role/move',
    input: roleMoveSchema,
    output: answer(adminRoleSchema),
    summary: "Move a role up or down in its unit's order",
    readme: {
      input: '`{ id, direction: up | down }`: swaps with its neighbour, renumbers the unit 10, 20…',
      answer: '`AdminRole`',
    },
  }),
  groups: defineCall({
    ...role,
    method: 'GET',
    path: '/role/groups',
    input: roleGroupsQuerySchema,
    output: answer(z.array(z.string())),
    summary: 'Role groups in use in a unit',
    readme: {
      input: '`unitId`',
      answer: "`string[]`: groups of the unit's own and dispatched roles",
    },
  }),
  authTree: defineCall({
    ...role,
    method: 'GET',
    path: '/role/authTree',
    input: roleAuthTreeQuerySchema,
    output: answer(z.array(authTreeNodeSchema)),
    summary: 'Permission tree of a role',
    readme: {
      input: '`kind`: menu (with buttons), OPERATION, REPORT',
      answer: '`AuthTreeNode[]`: `checked` by the role, `origins` its child roles',
    },
  }),
  saveAuth: defineCall({
    ...role,
    method: 'PUT',
    path: '/role/saveAuth',
    input: roleAuthSaveSchema,
    output: answer(z.array(authTreeNodeSchema)),
    summary: 'Save the permissions of a role',
    readme: {
      input: '`{ id, appCode, kind, ids }`',
      answer: '`AuthTreeNode[]`',
    },
  }),
  dispatches: defineCall({
    ...role,
    method: 'GET',
    path: '/role/dispatches',
    input: idRequestSchema,
    output: answer(z.array(roleDispatchTargetSchema)),
    summary: 'Units a template role is dispatched to',
    readme: {
      input: '`id`',
      answer: "`RoleDispatchTarget[]`: units below the role's unit",
    },
  }),
  dispatch: defineCall({
    ...role,
    method: 'PUT',
    path: '/role/dispatch',
    input: roleDispatchSchema,
    output: answer(z.array(roleDispatchTargetSchema)),
    summary: 'Dispatch a template role to hotels',
    readme: {
      input: '`{ id, unitIds }` (a dropped unit loses its grants of the role)',
      answer: '`RoleDispatchTarget[]`',
    },
  }),
  members: defineCall({
    ...role,
    method: 'GET',
    path: '/role/members',
    input: roleMembersQuerySchema,
    output: answer(roleMembersSchema),
    summary: 'Departments and users holding a role',
    readme: {
      input: '`id`, `unitId`',
      answer: '`{ departmentIds, userIds }`',
    },
  }),
  assignUsers: defineCall({
    ...role,
    method: 'PUT',
    path: '/role/assignUsers',
    input: roleAssignUsersSchema,
    output: answer(savedCountSchema),
    summary: 'Assign a role to users',
    readme: {
      input: '`{ id, unitId?, userIds }` (users of, or related to, the unit)',
      answer: '`{ saved }`',
    },
  }),
  assignDepartments: defineCall({
    ...role,
    method: 'PUT',
    path: '/role/assignDepartments',
    input: roleAssignDepartmentsSchema,
    output: answer(savedCountSchema),
    summary: 'Assign a role to departments (not to the unit itself)',
    readme: {
      input:
        "`{ id, unitId?, departmentIds }`; the unit itself: 40001 'Unit cannot be assigned roles'",
      answer: '`{ saved }`',
    },
  }),
};
