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
} from '@portico/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
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
import {
  deleteOrPost,
  payloadOf,
  putOrPost,
  requireSessionFor,
  scopeOf,
  unitIdOr,
} from './admin-kit';
import type { RouteOptions } from './options';

/** Roles and role permissions (product.md §2.5 /role/admin-roles, /role/roleList; §6); README. */
export const adminRoleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'roles');

  app.get('/role/list', async (request) => {
    const query = roleListQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await listRoles(db, caller, unitIdOr(caller, query.unitId), query));
  });

  app.get('/role/detail', async (request) => {
    const { id } = idRequestSchema.parse(request.query);
    return ok(await roleDetail(db, await scope(request), id));
  });

  app.post('/role/add', async (request) => {
    const input = roleAddSchema.parse(request.body);
    return ok(await addRole(db, await scope(request), input));
  });

  putOrPost(app, '/role/update', async (request) => {
    const input = roleUpdateSchema.parse(request.body);
    return ok(await updateRole(db, await scope(request), input));
  });

  deleteOrPost(app, '/role/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteRole(db, await scope(request), id);
    return ok(null);
  });

  putOrPost(app, '/role/move', async (request) => {
    const input = roleMoveSchema.parse(request.body);
    return ok(await moveRole(db, await scope(request), input));
  });

  app.get('/role/groups', async (request) => {
    const query = roleGroupsQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await roleGroups(db, caller, unitIdOr(caller, query.unitId)));
  });

  app.get('/role/authTree', async (request) => {
    const query = roleAuthTreeQuerySchema.parse(request.query);
    return ok(await roleAuthTree(db, await scope(request), query));
  });

  putOrPost(app, '/role/saveAuth', async (request) => {
    const input = roleAuthSaveSchema.parse(request.body);
    return ok(await saveRoleAuth(db, await scope(request), input));
  });

  app.get('/role/dispatches', async (request) => {
    const { id } = idRequestSchema.parse(request.query);
    return ok(await roleDispatchTargets(db, await scope(request), id));
  });

  putOrPost(app, '/role/dispatch', async (request) => {
    const input = roleDispatchSchema.parse(request.body);
    return ok(await dispatchRole(db, await scope(request), input));
  });

  app.get('/role/members', async (request) => {
    const query = roleMembersQuerySchema.parse(request.query);
    return ok(await roleMembers(db, await scope(request), query));
  });

  putOrPost(app, '/role/assignUsers', async (request) => {
    const input = roleAssignUsersSchema.parse(request.body);
    return ok(await assignRoleUsers(db, await scope(request), input));
  });

  putOrPost(app, '/role/assignDepartments', async (request) => {
    const input = roleAssignDepartmentsSchema.parse(request.body);
    return ok(await assignRoleDepartments(db, await scope(request), input));
  });
};
