import { RESOURCE_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { codeDictPage, menuByIdentity, reportByIdentity } from './resources';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/** Resources and the code dictionary (api-contract.md §7.6), under the UC base; need a session. */
export const resourcesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, RESOURCE_CALLS, {
    menu: async (session, query) => menuByIdentity(db, session, query),
    report: async (session, query) => reportByIdentity(db, session, query),
    codeDict: async (_session, query) => codeDictPage(db, query),
  });
};
