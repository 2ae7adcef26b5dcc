import { pmsTokenQuerySchema, searchQuerySchema } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { createRequireSession, sessionOf } from '../http/require-session';
import { listUnitApps } from '../services/apps';
import { listHotels, loginApps, pmsToken } from '../services/launch';
import type { RouteOptions } from './options';

/** Applications (api-contract.md §7.6), mounted under the UC base; all need a session. */
export const appsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.addHook('preHandler', createRequireSession(db));

  // The launcher list (product.md §2.7): enabled for the unit, SSO on, without the user centre.
  app.get('/app/apps', async (request) => {
    return ok(await listUnitApps(db, sessionOf(request).unit.id, { launcher: true }));
  });

  // The "My Apps" links of the customer (product.md §2.7, §3 "App link").
  app.get('/loginApps', async (request) => {
    return ok(await loginApps(db, sessionOf(request), localeOf(request)));
  });

  app.get('/pms/token', async (request) => {
    const query = pmsTokenQuerySchema.parse(request.query);
    return ok(await pmsToken(db, sessionOf(request), query, request.ip));
  });

  app.get('/pms/listHotels', async (request) => {
    const { search } = searchQuerySchema.parse(request.query);
    return ok(await listHotels(db, sessionOf(request), search || undefined));
  });
};
