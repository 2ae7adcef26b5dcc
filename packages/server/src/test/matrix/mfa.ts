import type { MFA_ADMIN_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

/** Matrix inputs of the second-factor policy and reset (/safety/mfa, /user/resetMfa). */
export const MFA_FIXTURES: CallFixtures<typeof MFA_ADMIN_CALLS> = {
  policy: ({ ids }) => ({ unitId: ids.H001 }),
  savePolicy: ({ ids }) => ({
    unitId: ids.H001,
    policy: 'optional',
    factors: ['totp', 'passkey'],
    graceDays: 7,
  }),
  // A throwaway user: a reset ends the sessions the other rows use.
  resetUser: async (c) => ({ userId: await c.fresh('user') }),
};
