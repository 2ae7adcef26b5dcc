import {
  idRequestSchema,
  roleAddSchema,
  roleAssignDepartmentsSchema,
  roleAssignUsersSchema,
  roleAuthSaveSchema,
  roleAuthTreeQuerySchema,
  roleDispatchSchema,
  roleGroupsQuerySchema,
  roleListQuerySchema,
  roleMembersQuerySchema,
  roleMoveSchema,
  roleUpdateSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  assignRoleDepartments,
  assignRoleUsers,
  dispatchRole,
  roleAuthTree,
  roleDispatchTargets,
  roleMembers,
  saveRoleAuth,
} from '../services/admin-role-auth';
import { moveRole, roleGroups } from '../services/admin-role-order';
import { addRole, deleteRole, listRoles, roleDetail, updateRole } from '../services/admin-roles';
import { adminCalls, requireSessionFor, unitIdOr } from './admin-kit';
import type { RouteOptions } from './options';

/** Roles and role permissions (product.md §2.5 /role/admin-roles, /role/roleList; §6); README. */
export const adminRoleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const roles = adminCalls(app, db, 'roles');

  roles.get('/role/list', roleListQuerySchema, (caller, query) =>
    listRoles(db, caller, unitIdOr(caller, query.unitId), query),
  );
  roles.get('/role/detail', idRequestSchema, (caller, { id }) => roleDetail(db, caller, id));
  roles.post('/role/add', roleAddSchema, (caller, input) => addRole(db, caller, input));
  roles.put('/role/update', roleUpdateSchema, (caller, input) => updateRole(db, caller, input));
  roles.remove('/role/delete', idRequestSchema, (caller, { id }) => deleteRole(db, caller, id));
  roles.put('/role/move', roleMoveSchema, (caller, input) => moveRole(db, caller, input));
  roles.get('/role/groups', roleGroupsQuerySchema, (caller, query) =>
    roleGroups(db, caller, unitIdOr(caller, query.unitId)),
  );
  roles.get('/role/authTree', roleAuthTreeQuerySchema, (caller, query) =>
    roleAuthTree(db, caller, query),
  );
  roles.put('/role/saveAuth', roleAuthSaveSchema, (caller, input) =>
    saveRoleAuth(db, caller, input),
  );
  roles.get('/role/dispatches', idRequestSchema, (caller, { id }) =>
    roleDispatchTargets(db, caller, id),
  );
  roles.put('/role/dispatch', roleDispatchSchema, (caller, input) =>
    dispatchRole(db, caller, input),
  );
  roles.get('/role/members', roleMembersQuerySchema, (caller, query) =>
    roleMembers(db, caller, query),
  );
  roles.put('/role/assignUsers', roleAssignUsersSchema, (caller, input) =>
    assignRoleUsers(db, caller, input),
  );
  roles.put('/role/assignDepartments', roleAssignDepartmentsSchema, (caller, input) =>
    assignRoleDepartments(db, caller, input),
  );
};
