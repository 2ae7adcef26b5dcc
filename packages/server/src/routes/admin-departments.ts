import {
  departmentAddSchema,
  departmentMoveSchema,
  departmentRolesSaveSchema,
  departmentUpdateSchema,
  idRequestSchema,
  unitIdQuerySchema,
} from '@portico/sdk';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import {
  addDepartment,
  deleteDepartment,
  departmentRoleList,
  departmentTree,
  moveDepartment,
  saveDepartmentRoles,
  updateDepartment,
} from '../services/admin-departments';
import {
  deleteOrPost,
  payloadOf,
  putOrPost,
  requireSessionFor,
  scopeOf,
  unitIdOr,
} from './admin-kit';
import type { RouteOptions } from './options';

/** Departments (product.md §2.5 /unit/admin-departs, /unit/manageUnit); README. */
export const adminDepartmentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: Parameters<typeof payloadOf>[0]) => scopeOf(db, request, 'departments');

  app.get('/depart/tree', async (request) => {
    const { unitId } = unitIdQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await departmentTree(db, caller, unitIdOr(caller, unitId)));
  });

  app.post('/depart/add', async (request) => {
    const input = departmentAddSchema.parse(request.body);
    return ok(await addDepartment(db, await scope(request), input));
  });

  putOrPost(app, '/depart/update', async (request) => {
    const input = departmentUpdateSchema.parse(request.body);
    return ok(await updateDepartment(db, await scope(request), input));
  });

  deleteOrPost(app, '/depart/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteDepartment(db, await scope(request), id);
    return ok(null);
  });

  putOrPost(app, '/depart/move', async (request) => {
    const input = departmentMoveSchema.parse(request.body);
    return ok(await moveDepartment(db, await scope(request), input));
  });

  app.get('/depart/roles', async (request) => {
    const { id } = idRequestSchema.parse(request.query);
    return ok(await departmentRoleList(db, await scope(request), id));
  });

  putOrPost(app, '/depart/saveRoles', async (request) => {
    const input = departmentRolesSaveSchema.parse(request.body);
    return ok(await saveDepartmentRoles(db, await scope(request), input));
  });
};
