import { ROLE_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  assignRoleDepartments,
  assignRoleUsers,
  dispatchRole,
  roleAuthTree,
  roleDispatchTargets,
  roleMembers,
  saveRoleAuth,
} from './admin-role-auth';
import { moveRole, roleGroups } from './admin-role-order';
import { addRole, deleteRole, listRoles, roleDetail, updateRole } from './admin-roles';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Roles and role permissions (product.md §2.5 /role/admin-roles, /role/roleList; §6): the
 * handlers of ROLE_CALLS (`@portico/sdk/contract`); README.
 */
export const adminRoleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, ROLE_CALLS, {
    list: (caller, query) =>
      query.allUnits && !query.unitId
        ? listRoles(db, caller, null, query)
        : listRoles(db, caller, unitIdOr(caller, query.unitId), query),
    detail: (caller, { id }) => roleDetail(db, caller, id),
    add: (caller, input) => addRole(db, caller, input),
    update: (caller, input) => updateRole(db, caller, input),
    delete: async (caller, { id }) => {
      await deleteRole(db, caller, id);
      return null;
    },
    move: (caller, input) => moveRole(db, caller, input),
    groups: (caller, query) => roleGroups(db, caller, unitIdOr(caller, query.unitId)),
    authTree: (caller, query) => roleAuthTree(db, caller, query),
    saveAuth: (caller, input) => saveRoleAuth(db, caller, input),
    dispatches: (caller, { id }) => roleDispatchTargets(db, caller, id),
    dispatch: (caller, input) => dispatchRole(db, caller, input),
    members: (caller, query) => roleMembers(db, caller, query),
    assignUsers: (caller, input) => assignRoleUsers(db, caller, input),
    assignDepartments: (caller, input) => assignRoleDepartments(db, caller, input),
  });
};
