import {
  departmentAddSchema,
  departmentMoveSchema,
  departmentRolesSaveSchema,
  departmentUpdateSchema,
  idRequestSchema,
  unitIdQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  addDepartment,
  deleteDepartment,
  departmentRoleList,
  departmentTree,
  moveDepartment,
  saveDepartmentRoles,
  updateDepartment,
} from '../services/admin-departments';
import { adminCalls, requireSessionFor, unitIdOr } from './admin-kit';
import type { RouteOptions } from './options';

/** Departments (product.md §2.5 /unit/admin-departs, /unit/manageUnit); README. */
export const adminDepartmentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const departments = adminCalls(app, db, 'departments');

  departments.get('/depart/tree', unitIdQuerySchema, (caller, { unitId }) =>
    departmentTree(db, caller, unitIdOr(caller, unitId)),
  );
  departments.post('/depart/add', departmentAddSchema, (caller, input) =>
    addDepartment(db, caller, input),
  );
  departments.put('/depart/update', departmentUpdateSchema, (caller, input) =>
    updateDepartment(db, caller, input),
  );
  departments.remove('/depart/delete', idRequestSchema, (caller, { id }) =>
    deleteDepartment(db, caller, id),
  );
  departments.put('/depart/move', departmentMoveSchema, (caller, input) =>
    moveDepartment(db, caller, input),
  );
  departments.get('/depart/roles', idRequestSchema, (caller, { id }) =>
    departmentRoleList(db, caller, id),
  );
  departments.put('/depart/saveRoles', departmentRolesSaveSchema, (caller, input) =>
    saveDepartmentRoles(db, caller, input),
  );
};
