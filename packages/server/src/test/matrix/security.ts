import type { SECURITY_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

const page = { firstResult: 0, pageSize: 10 };

/** Matrix inputs of the security, login-limit and login-log calls (/safety, /login-limit, /login-log). */
export const SECURITY_FIXTURES: CallFixtures<typeof SECURITY_CALLS> = {
  settings: ({ ids }) => ({ unitId: ids.H001 }),
  save: ({ ids }) => ({ unitId: ids.H001, lockScreenMinutes: 10 }),
  saveIpWhitelist: ({ ids }) => ({ unitId: ids.H001, entries: [{ ip: '10.1.0.0/16' }] }),
  saveExceptions: ({ ids }) => ({ unitId: ids.H001, kind: 'SMS', userIds: [ids.frontdesk] }),
  loginLimitList: ({ ids }) => ({ ...page, unitId: ids.H001 }),
  loginLimitSave: ({ ids }) => ({
    unitId: ids.H001,
    weekdays: '1111100',
    startTime: '08:00',
    endTime: '20:00',
  }),
  loginLimitDelete: async (c) => ({ id: await c.fresh('limit') }),
  loginLogList: { input: () => page, foreign: 'own-unit' },
  loginLogAdminList: { input: () => ({ ...page, unitCode: 'H001' }), foreign: 40301 },
};
