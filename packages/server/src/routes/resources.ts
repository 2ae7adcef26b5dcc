import { codeDictQuerySchema, resourceQuerySchema } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { codeDictPage, menuByIdentity, reportByIdentity } from '../services/resources';
import type { RouteOptions } from './options';

/** Resources and the code dictionary (api-contract.md §7.6), under the UC base; need a session. */
export const resourcesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.addHook('preHandler', createRequireSession(db));

  app.get('/resource/menu', async (request) => {
    const query = resourceQuerySchema.parse(request.query);
    return ok(await menuByIdentity(db, sessionOf(request), query));
  });

  app.get('/resource/report', async (request) => {
    const query = resourceQuerySchema.parse(request.query);
    return ok(await reportByIdentity(db, sessionOf(request), query));
  });

  app.get('/codeDict', async (request) => {
    return ok(await codeDictPage(db, codeDictQuerySchema.parse(request.query)));
  });
};
