import { LAUNCHER_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../http/locale';
import { listUnitApps } from './apps';
import { listHotels, loginApps, pmsToken } from './launch';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/** Applications (api-contract.md §7.6), mounted under the UC base; all need a session. */
export const appsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, LAUNCHER_CALLS, {
    apps: async (session) => listUnitApps(db, session.unit.id, { launcher: true }),
    // The "My Apps" descriptions in the language the client asks for.
    loginApps: async (session, _input, request) => loginApps(db, session, localeOf(request)),
    pmsToken: async (session, query, request) => pmsToken(db, session, query, request.ip),
    listHotels: async (session, { search }) => listHotels(db, session, search || undefined),
  });
};
