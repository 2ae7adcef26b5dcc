import { DEPARTMENT_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  addDepartment,
  deleteDepartment,
  departmentRoleList,
  departmentTree,
  moveDepartment,
  saveDepartmentRoles,
  updateDepartment,
} from './admin-departments';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Departments (product.md §2.5 /unit/admin-departs, /unit/manageUnit): the handlers of
 * DEPARTMENT_CALLS (`@portico/sdk/contract`); README.
 */
export const adminDepartmentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, DEPARTMENT_CALLS, {
    tree: (caller, { unitId }) => departmentTree(db, caller, unitIdOr(caller, unitId)),
    add: (caller, input) => addDepartment(db, caller, input),
    update: (caller, input) => updateDepartment(db, caller, input),
    delete: async (caller, { id }) => {
      await deleteDepartment(db, caller, id);
      return null;
    },
    move: (caller, input) => moveDepartment(db, caller, input),
    roles: (caller, { id }) => departmentRoleList(db, caller, id),
    saveRoles: (caller, input) => saveDepartmentRoles(db, caller, input),
  });
};
