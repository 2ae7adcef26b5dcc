import {
  adminLoginLogQuerySchema,
  idRequestSchema,
  ipWhitelistSaveSchema,
  loginLimitListQuerySchema,
  loginLimitSaveSchema,
  loginLogQuerySchema,
  roleAddSchema,
  roleAssignUsersSchema,
  roleAuthSaveSchema,
  roleAuthTreeQuerySchema,
  roleDispatchSchema,
  roleListQuerySchema,
  roleMembersQuerySchema,
  roleUpdateSchema,
  securityExceptionsSaveSchema,
  securitySaveSchema,
  unitIdQuerySchema,
} from '@portico/sdk/contract';
import { bodyDoc, queryDoc } from './docs-admin-kit';
import type { RouteDocs } from './route-doc';

/**
 * The administration calls (README "Administration"). PUT calls also answer POST and DELETE
 * calls POST with the same fields in the body (api-contract.md §7.1); the id of a DELETE is in
 * the query.
 */
export const ADMIN_DOCS: RouteDocs = {
  'GET /uc/role/list': queryDoc('Roles (paged)', roleListQuerySchema),
  'GET /uc/role/detail': queryDoc('One role', idRequestSchema),
  'POST /uc/role/add': bodyDoc('Add a role', roleAddSchema),
  'PUT /uc/role/update': bodyDoc('Change a role', roleUpdateSchema),
  'DELETE /uc/role/delete': queryDoc('Delete a role', idRequestSchema),
  'GET /uc/role/authTree': queryDoc('Permission tree of a role', roleAuthTreeQuerySchema),
  'PUT /uc/role/saveAuth': bodyDoc('Save the permissions of a role', roleAuthSaveSchema),
  'GET /uc/role/dispatches': queryDoc('Units a template role is dispatched to', idRequestSchema),
  'PUT /uc/role/dispatch': bodyDoc('Dispatch a template role to hotels', roleDispatchSchema),
  'GET /uc/role/members': queryDoc('Departments and users holding a role', roleMembersQuerySchema),
  'PUT /uc/role/assignUsers': bodyDoc('Assign a role to users', roleAssignUsersSchema),

  'GET /uc/safety/settings': queryDoc('Security settings of a unit', unitIdQuerySchema),
  'PUT /uc/safety/save': bodyDoc('Save security switches and lockout', securitySaveSchema),
  'PUT /uc/safety/saveIpWhitelist': bodyDoc('Save the IP whitelist', ipWhitelistSaveSchema),
  'PUT /uc/safety/saveExceptions': bodyDoc('Save exception users', securityExceptionsSaveSchema),
  'GET /uc/loginLimit/list': queryDoc('Login limits (paged)', loginLimitListQuerySchema),
  'PUT /uc/loginLimit/save': bodyDoc('Add or change a login limit', loginLimitSaveSchema),
  'DELETE /uc/loginLimit/delete': queryDoc('Delete a login limit', idRequestSchema),
  'GET /uc/loginLog/list': queryDoc('Login log of the session unit (paged)', loginLogQuerySchema),
  'GET /uc/loginLog/adminList': queryDoc(
    'Login log of every unit (paged)',
    adminLoginLogQuerySchema,
  ),
};
