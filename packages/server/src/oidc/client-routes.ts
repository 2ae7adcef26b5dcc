import { OIDC_CLIENT_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { requireSessionFor } from '../http/admin-kit';
import { mountCalls } from '../http/mount-call';
import { deleteOidcClient, getOidcClient, rotateOidcSecret, saveOidcClient } from './clients';

/**
 * An application's OIDC client settings under the UC base (README "OpenID Connect"), with the
 * authorization of the other app settings: the apps family, platform administrators only.
 */
export const oidcClientRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, OIDC_CLIENT_CALLS, {
    get: (caller, { appCode }) => getOidcClient(db, caller, appCode),
    save: (caller, input) => saveOidcClient(db, caller, input),
    rotateSecret: (caller, { appCode }) => rotateOidcSecret(db, caller, appCode),
    delete: async (caller, { appCode }) => {
      await deleteOidcClient(db, caller, appCode);
      return null;
    },
  });
};
