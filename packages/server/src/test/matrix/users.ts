import type { USER_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

const page = { firstResult: 0, pageSize: 10 };

/** Matrix inputs of the user calls (/user/user-list, /user/unit-user-list; api-contract.md §7.4). */
export const USER_FIXTURES: CallFixtures<typeof USER_CALLS> = {
  list: ({ ids }) => ({ ...page, unitId: ids.H001 }),
  groupAndHotelUsers: () => ({ ...page, unitCode: 'H001' }),
  detail: ({ ids }) => ({ id: ids.frontdesk }),
  add: ({ ids }) => ({
    unitId: ids.H001,
    userCode: 'matrix',
    name: 'Matrix',
    email: 'matrix@harbour.example',
    unitName: 'Harbour Hotel Shanghai',
    password: 'Matrix2026x',
  }),
  update: ({ ids }) => ({ id: ids.frontdesk, address: 'Shanghai' }),
  updateState: ({ ids }) => ({ id: ids.newhire, status: 'enabled' }),
  // A throwaway user: a lock would end sessions the other rows might use.
  lock: async (c) => ({ id: await c.fresh('user') }),
  unlock: ({ ids }) => ({ id: ids.leaver }),
  resetPassword: ({ ids }) => ({
    id: ids.contractor,
    passwd: 'Matrix2026x',
    passwdCheck: 'Matrix2026x',
  }),
  delete: async (c) => ({ id: await c.fresh('user') }),
  units: ({ ids }) => ({ id: ids.frontdesk }),
  saveUnits: ({ ids }) => ({ id: ids.nightaudit, units: [{ unitId: ids.H001 }] }),
  saveUserAuthInfo: ({ ids }) => ({ userId: ids.frontdesk, roleIds: [ids.HOTEL_STAFF] }),
  saveUserAuthInfoBatch: ({ ids }) => ({
    userIds: [ids.frontdesk],
    appCode: 'GC',
    menuIds: [ids.GC_REVENUE],
  }),
  updateUserResourceByCode: () => ({
    userCode: 'frontdesk',
    unitCode: 'H001',
    appCode: 'GC',
    type: 'MENU',
    codes: ['GC_ROOMS'],
  }),
};
