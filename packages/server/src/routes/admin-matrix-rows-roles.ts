import type { MatrixRow } from '../test/matrix/context';

/**
 * Authorization-matrix rows of the role calls for order, groups and assignment to departments (a role from a template goes through `POST /uc/role/add`, whose row
 * is in the main list). About H001's roles: another unit's administrator gets 40401.
 */
export const ROLE_MATRIX_ROWS: MatrixRow[] = [
  {
    call: 'PUT /uc/role/move',
    request: ({ ids }) => ({ body: { id: ids.NIGHT_AUDIT, direction: 'down' } }),
  },
  { call: 'GET /uc/role/groups', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  {
    call: 'PUT /uc/role/assignDepartments',
    request: ({ ids }) => ({
      body: { id: ids.NIGHT_AUDIT, unitId: ids.H001, departmentIds: [ids.HOUSEKEEPING] },
    }),
  },
];
