import type { ROLE_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

const page = { firstResult: 0, pageSize: 10 };

/** Matrix inputs of the role calls (/role/admin-roles, /role/roleList). */
export const ROLE_FIXTURES: CallFixtures<typeof ROLE_CALLS> = {
  list: ({ ids }) => ({ ...page, unitId: ids.H001 }),
  detail: ({ ids }) => ({ id: ids.NIGHT_AUDIT }),
  add: ({ ids }) => ({ unitId: ids.H001, code: 'MATRIX', descript: 'Matrix' }),
  update: ({ ids }) => ({ id: ids.NIGHT_AUDIT, code: 'NIGHT_AUDIT', descript: 'Night audit' }),
  delete: async (c) => ({ id: await c.fresh('role') }),
  move: ({ ids }) => ({ id: ids.NIGHT_AUDIT, direction: 'down' }),
  groups: ({ ids }) => ({ unitId: ids.H001 }),
  authTree: ({ ids }) => ({ id: ids.NIGHT_AUDIT, appCode: 'GC', kind: 'menu' }),
  saveAuth: ({ ids }) => ({
    id: ids.NIGHT_AUDIT,
    appCode: 'GC',
    kind: 'menu',
    ids: [ids.GC_REVENUE],
  }),
  dispatches: ({ ids }) => ({ id: ids.HOTEL_STAFF }),
  dispatch: ({ ids }) => ({ id: ids.HOTEL_STAFF, unitIds: [ids.H001] }),
  members: ({ ids }) => ({ id: ids.HOTEL_STAFF, unitId: ids.H001 }),
  assignUsers: ({ ids }) => ({ id: ids.NIGHT_AUDIT, unitId: ids.H001, userIds: [ids.nightaudit] }),
  assignDepartments: ({ ids }) => ({
    id: ids.NIGHT_AUDIT,
    unitId: ids.H001,
    departmentIds: [ids.HOUSEKEEPING],
  }),
};
