import type { DEPARTMENT_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

/** Matrix inputs of the department calls (/unit/admin-departs, /unit/manageUnit). */
export const DEPARTMENT_FIXTURES: CallFixtures<typeof DEPARTMENT_CALLS> = {
  tree: ({ ids }) => ({ unitId: ids.H001 }),
  add: ({ ids }) => ({ unitId: ids.H001, code: 'MATRIX', name: 'Matrix' }),
  update: ({ ids }) => ({ id: ids.HOUSEKEEPING, code: 'HOUSEKEEPING', name: 'Rooms' }),
  delete: async (c) => ({ id: await c.fresh('department') }),
  move: ({ ids }) => ({ id: ids.HOUSEKEEPING, parentId: ids.H001 }),
  roles: ({ ids }) => ({ id: ids.FRONT }),
  saveRoles: ({ ids }) => ({ id: ids.FRONT, roleIds: [ids.FRONT_OFFICE] }),
};
