import type { UPSTREAM_IDP_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

/**
 * Matrix inputs of a unit's upstream identity provider (server README "Upstream identity
 * providers"): the unit's security settings' authorization, so another unit gets 40401.
 */
export const UPSTREAM_IDP_FIXTURES: CallFixtures<typeof UPSTREAM_IDP_CALLS> = {
  get: ({ ids }) => ({ unitId: ids.H001 }),
  save: ({ ids }) => ({
    unitId: ids.H001,
    issuer: 'https://idp.example',
    clientId: 'portico',
    clientSecret: 'matrix-secret',
  }),
  delete: ({ ids }) => ({ unitId: ids.H001 }),
};
