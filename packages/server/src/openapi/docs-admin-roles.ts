import { roleAssignDepartmentsSchema, roleGroupsQuerySchema, roleMoveSchema } from '@portico/sdk';
import type { RouteDocs } from './route-doc';

/** The role calls added after docs-admin.ts (issue 8 item 5: order, groups, departments). */
export const ADMIN_ROLE_DOCS: RouteDocs = {
  'PUT /uc/role/move': {
    summary: "Move a role up or down in its unit's order",
    body: roleMoveSchema,
  },
  'GET /uc/role/groups': {
    summary: 'Role groups in use in a unit',
    querystring: roleGroupsQuerySchema,
  },
  'PUT /uc/role/assignDepartments': {
    summary: 'Assign a role to departments (not to the unit itself)',
    body: roleAssignDepartmentsSchema,
  },
};
