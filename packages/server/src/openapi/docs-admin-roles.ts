import {
  roleAssignDepartmentsSchema,
  roleGroupsQuerySchema,
  roleMoveSchema,
} from '@portico/sdk/contract';
import { bodyDoc, queryDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/** The role calls added after docs-admin.ts (issue 8 item 5: order, groups, departments). */
export const ADMIN_ROLE_DOCS: RouteDocs = {
  'PUT /uc/role/move': bodyDoc("Move a role up or down in its unit's order", roleMoveSchema),
  'GET /uc/role/groups': queryDoc('Role groups in use in a unit', roleGroupsQuerySchema),
  'PUT /uc/role/assignDepartments': bodyDoc(
    'Assign a role to departments (not to the unit itself)',
    roleAssignDepartmentsSchema,
  ),
};
