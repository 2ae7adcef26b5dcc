import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { adminCalls, requireSessionFor } from '../routes/admin-kit';
import {
  deleteOidcClient,
  getOidcClient,
  oidcAppCodeSchema,
  oidcClientInputSchema,
  rotateOidcSecret,
  saveOidcClient,
} from './clients';

/**
 * An application's OIDC client settings under the UC base (README "OpenID Connect"), with the
 * authorization of the other app settings: the apps family, platform administrators only.
 */
export const oidcClientRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  requireSessionFor(app, db);
  const calls = adminCalls(app, db, 'apps');
  calls.get('/apply/oidc', oidcAppCodeSchema, (caller, { appCode }) =>
    getOidcClient(db, caller, appCode),
  );
  calls.put('/apply/oidc', oidcClientInputSchema, (caller, input) =>
    saveOidcClient(db, caller, input),
  );
  calls.post('/apply/oidc/rotateSecret', oidcAppCodeSchema, (caller, { appCode }) =>
    rotateOidcSecret(db, caller, appCode),
  );
  calls.remove('/apply/oidc/delete', oidcAppCodeSchema, (caller, { appCode }) =>
    deleteOidcClient(db, caller, appCode),
  );
};
