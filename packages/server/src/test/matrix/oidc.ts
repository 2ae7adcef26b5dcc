import type { OIDC_CLIENT_CALLS } from '@portico/sdk/contract';
import { oidcClients } from '../../db/schema';
import type { CallFixtures } from './call-fixtures';
import type { MatrixContext } from './context';

/** GC as a confidential client, so that rotating its secret or deleting it has something to act on. */
async function confidentialClient(c: MatrixContext): Promise<{ appCode: string }> {
  await c.db
    .insert(oidcClients)
    .values({
      clientId: 'GC',
      appCode: 'GC',
      public: false,
      redirectUris: ['https://gc.example/callback'],
      postLogoutRedirectUris: [],
      scopes: ['openid'],
      backchannelLogoutUri: null,
      secretHash: 'matrix',
    })
    .onConflictDoNothing();
  return { appCode: 'GC' };
}

/**
 * Matrix inputs of an application's OpenID Connect client settings (server README "OpenID
 * Connect"): the platform's, like the applications themselves, so another unit's administrator
 * gets 40301.
 */
export const OIDC_FIXTURES: CallFixtures<typeof OIDC_CLIENT_CALLS> = {
  get: { input: () => ({ appCode: 'GC' }), foreign: 40301 },
  save: {
    input: () => ({ appCode: 'GC', redirectUris: ['https://gc.example/callback'] }),
    foreign: 40301,
  },
  rotateSecret: { input: confidentialClient, foreign: 40301 },
  delete: { input: confidentialClient, foreign: 40301 },
};
