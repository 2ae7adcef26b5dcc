import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { listUnitApps } from '../services/apps';
import type { RouteOptions } from './options';

/** Applications (api-contract.md §7.6), mounted under the UC base. */
export const appsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  const requireSession = createRequireSession(db);

  // The launcher list (product.md §2.7): enabled for the unit, SSO on, without the user centre.
  app.get('/app/apps', { preHandler: requireSession }, async (request) => {
    return ok(await listUnitApps(db, sessionOf(request).unit.id, { launcher: true }));
  });
};
