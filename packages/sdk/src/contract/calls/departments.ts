import { z } from 'zod';
import { idRequestSchema, unitIdQuerySchema } from '../admin-common';
import {
  adminDepartmentSchema,
  assignableRoleSchema,
  departmentAddSchema,
  departmentMoveSchema,
  departmentNodeSchema,
  departmentRolesSaveSchema,
  departmentUpdateSchema,
} from '../admin-departments';
import { answer, defineCall } from '../call';

/** Departments (product.md §2.5 /unit/admin-departs, /unit/manageUnit), under the UC base. */
const department = { base: 'UC', family: 'departments' } as const;

export const DEPARTMENT_CALLS = {
  tree: defineCall({
    ...department,
    method: 'GET',
    path: '/depart/tree',
    input: unitIdQuerySchema,
    output: answer(departmentNodeSchema),
    summary: 'Department tree of a unit',
    readme: {
      input: '`unitId`',
      answer: "`DepartmentNode`: the unit as root 'all departments', user counts",
    },
  }),
  add: defineCall({
    ...department,
    method: 'POST',
    path: '/depart/add',
    input: departmentAddSchema,
    output: answer(adminDepartmentSchema),
    summary: 'Add a department',
    readme: {
      input: '`{ code, name, unitId?, parentId? (a department, or the unit: top), sort? }`',
      answer: '`AdminDepartment`',
    },
  }),
  update: defineCall({
    ...department,
    method: 'PUT',
    path: '/depart/update',
    input: departmentUpdateSchema,
    output: answer(adminDepartmentSchema),
    summary: 'Change a department',
    readme: {
      input: '`{ id, code, name, sort? }`',
      answer: "`AdminDepartment`; the unit's id: 'Unit cannot be edited'",
    },
  }),
  delete: defineCall({
    ...department,
    method: 'DELETE',
    path: '/depart/delete',
    input: idRequestSchema,
    output: answer(z.null()),
    summary: 'Delete a department',
    readme: {
      input: '`id`',
      answer: "refused while sub-departments or users remain; 'Unit cannot be deleted'",
    },
  }),
  move: defineCall({
    ...department,
    method: 'PUT',
    path: '/depart/move',
    input: departmentMoveSchema,
    output: answer(adminDepartmentSchema),
    summary: 'Move a department',
    readme: {
      input: '`{ id, parentId }` (same unit, not below itself)',
      answer: '`AdminDepartment`',
    },
  }),
  roles: defineCall({
    ...department,
    method: 'GET',
    path: '/depart/roles',
    input: idRequestSchema,
    output: answer(z.array(assignableRoleSchema)),
    summary: 'Roles of a department',
    readme: {
      input: '`id`',
      answer: '`AssignableRole[]` (own and dispatched roles, `checked`)',
    },
  }),
  saveRoles: defineCall({
    ...department,
    method: 'PUT',
    path: '/depart/saveRoles',
    input: departmentRolesSaveSchema,
    output: answer(z.array(assignableRoleSchema)),
    summary: 'Set the roles of a department',
    readme: {
      input: '`{ id, roleIds }`',
      answer: "`AssignableRole[]`; 'Unit cannot be assigned roles'",
    },
  }),
};
