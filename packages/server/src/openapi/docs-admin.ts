import {
  adminLoginLogQuerySchema,
  areaListQuerySchema,
  departmentAddSchema,
  departmentMoveSchema,
  departmentRolesSaveSchema,
  departmentUpdateSchema,
  groupAndHotelUsersQuerySchema,
  idRequestSchema,
  ipWhitelistSaveSchema,
  loginLimitListQuerySchema,
  loginLimitSaveSchema,
  loginLogQuerySchema,
  passwordStrategySaveSchema,
  roleAddSchema,
  roleAssignUsersSchema,
  roleAuthSaveSchema,
  roleAuthTreeQuerySchema,
  roleDispatchSchema,
  roleListQuerySchema,
  roleMembersQuerySchema,
  roleUpdateSchema,
  saveUserAuthInfoBatchSchema,
  saveUserAuthInfoSchema,
  securityExceptionsSaveSchema,
  securitySaveSchema,
  unitAddSchema,
  unitAppSaveSchema,
  unitAppStepsQuerySchema,
  unitIdQuerySchema,
  unitListQuerySchema,
  unitParamDeleteSchema,
  unitParamSaveSchema,
  unitStateSchema,
  unitUpdateSchema,
  updateUserResourceByCodeSchema,
  userAddRequestSchema,
  userListQuerySchema,
  userResetPasswordSchema,
  userStateSchema,
  userUnitsSaveSchema,
  userUpdateSchema,
} from '@portico/sdk';
import type { RouteDocs } from './route-doc';

/**
 * The administration calls (README "Administration"). PUT calls also answer POST and DELETE
 * calls POST with the same fields in the body (api-contract.md §7.1); the id of a DELETE is in
 * the query.
 */
export const ADMIN_DOCS: RouteDocs = {
  'GET /uc/unit/list': { summary: 'Units (paged)', querystring: unitListQuerySchema },
  'GET /uc/unit/detail': { summary: 'One unit', querystring: idRequestSchema },
  'POST /uc/unit/add': { summary: 'Add a unit', body: unitAddSchema },
  'PUT /uc/unit/update': { summary: 'Change a unit', body: unitUpdateSchema },
  'PUT /uc/unit/updateState': { summary: 'Enable or disable a unit', body: unitStateSchema },
  'GET /uc/unit/areas': { summary: 'Areas to choose from', querystring: areaListQuerySchema },
  'DELETE /uc/unit/delete': { summary: 'Delete a unit', querystring: idRequestSchema },
  'GET /uc/unit/apps': { summary: 'Apps opened for a unit', querystring: unitIdQuerySchema },
  'GET /uc/unit/appSteps': {
    summary: 'Open steps of an app',
    querystring: unitAppStepsQuerySchema,
  },
  'PUT /uc/unit/saveApp': { summary: 'Open or close an app for a unit', body: unitAppSaveSchema },
  'GET /uc/unit/params': { summary: 'Parameters of a unit', querystring: unitIdQuerySchema },
  'PUT /uc/unit/saveParam': { summary: 'Save a parameter', body: unitParamSaveSchema },
  'PUT /uc/unit/savePasswordStrategy': {
    summary: 'Save PASSWORD_STRATEGY',
    body: passwordStrategySaveSchema,
  },
  'DELETE /uc/unit/deleteParam': {
    summary: 'Delete a parameter',
    querystring: unitParamDeleteSchema,
  },

  'GET /uc/depart/tree': { summary: 'Department tree of a unit', querystring: unitIdQuerySchema },
  'POST /uc/depart/add': { summary: 'Add a department', body: departmentAddSchema },
  'PUT /uc/depart/update': { summary: 'Change a department', body: departmentUpdateSchema },
  'DELETE /uc/depart/delete': { summary: 'Delete a department', querystring: idRequestSchema },
  'PUT /uc/depart/move': { summary: 'Move a department', body: departmentMoveSchema },
  'GET /uc/depart/roles': { summary: 'Roles of a department', querystring: idRequestSchema },
  'PUT /uc/depart/saveRoles': {
    summary: 'Set the roles of a department',
    body: departmentRolesSaveSchema,
  },

  'GET /uc/user/list': { summary: 'Users (paged)', querystring: userListQuerySchema },
  'GET /uc/user/groupAndHotelUsers': {
    summary: 'Users of a group and its hotels (paged)',
    querystring: groupAndHotelUsersQuerySchema,
  },
  'GET /uc/user/detail': { summary: 'One user', querystring: idRequestSchema },
  'POST /uc/user/add': { summary: 'Add a user', body: userAddRequestSchema },
  'PUT /uc/user/update': { summary: 'Change a user', body: userUpdateSchema },
  'PUT /uc/user/updateState': { summary: 'Enable or disable a user', body: userStateSchema },
  'POST /uc/user/unlock': { summary: 'Unlock a locked account', body: idRequestSchema },
  'POST /uc/user/resetPassword': {
    summary: "Reset a user's password",
    body: userResetPasswordSchema,
  },
  'DELETE /uc/user/delete': { summary: 'Delete a user', querystring: idRequestSchema },
  'GET /uc/user/units': { summary: 'Units a user is related to', querystring: idRequestSchema },
  'PUT /uc/user/saveUnits': {
    summary: 'Set the units a user may log in to',
    body: userUnitsSaveSchema,
  },
  'PUT /uc/user/saveUserAuthInfo': {
    summary: 'Roles and grants of a user',
    body: saveUserAuthInfoSchema,
  },
  'PUT /uc/user/saveUserAuthInfoBatch': {
    summary: 'Roles and grants of several users',
    body: saveUserAuthInfoBatchSchema,
  },
  'PUT /uc/user/updateUserResourceByCode': {
    summary: 'Grant resources by code',
    body: updateUserResourceByCodeSchema,
  },

  'GET /uc/role/list': { summary: 'Roles (paged)', querystring: roleListQuerySchema },
  'GET /uc/role/detail': { summary: 'One role', querystring: idRequestSchema },
  'POST /uc/role/add': { summary: 'Add a role', body: roleAddSchema },
  'PUT /uc/role/update': { summary: 'Change a role', body: roleUpdateSchema },
  'DELETE /uc/role/delete': { summary: 'Delete a role', querystring: idRequestSchema },
  'GET /uc/role/authTree': {
    summary: 'Permission tree of a role',
    querystring: roleAuthTreeQuerySchema,
  },
  'PUT /uc/role/saveAuth': { summary: 'Save the permissions of a role', body: roleAuthSaveSchema },
  'GET /uc/role/dispatches': {
    summary: 'Units a template role is dispatched to',
    querystring: idRequestSchema,
  },
  'PUT /uc/role/dispatch': {
    summary: 'Dispatch a template role to hotels',
    body: roleDispatchSchema,
  },
  'GET /uc/role/members': {
    summary: 'Departments and users holding a role',
    querystring: roleMembersQuerySchema,
  },
  'PUT /uc/role/assignUsers': { summary: 'Assign a role to users', body: roleAssignUsersSchema },

  'GET /uc/safety/settings': {
    summary: 'Security settings of a unit',
    querystring: unitIdQuerySchema,
  },
  'PUT /uc/safety/save': {
    summary: 'Save security switches and lockout',
    body: securitySaveSchema,
  },
  'PUT /uc/safety/saveIpWhitelist': {
    summary: 'Save the IP whitelist',
    body: ipWhitelistSaveSchema,
  },
  'PUT /uc/safety/saveExceptions': {
    summary: 'Save exception users',
    body: securityExceptionsSaveSchema,
  },
  'GET /uc/loginLimit/list': {
    summary: 'Login limits (paged)',
    querystring: loginLimitListQuerySchema,
  },
  'PUT /uc/loginLimit/save': { summary: 'Add or change a login limit', body: loginLimitSaveSchema },
  'DELETE /uc/loginLimit/delete': { summary: 'Delete a login limit', querystring: idRequestSchema },
  'GET /uc/loginLog/list': {
    summary: 'Login log of the session unit (paged)',
    querystring: loginLogQuerySchema,
  },
  'GET /uc/loginLog/adminList': {
    summary: 'Login log of every unit (paged)',
    querystring: adminLoginLogQuerySchema,
  },
};
