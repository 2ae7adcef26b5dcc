import { APP_ACCESS_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { casGrants, diagnoseResource, selectHotel, typedResources } from './app-access';
import { managedUnits } from '../org/org-lists';
import type { RouteOptions } from '../../http/route-options';
import { mountCalls } from '../../http/mount-call';

/**
 * Calls of api-contract.md §7.5–§7.6 whose payloads the contract does not show (schemas: the
 * SDK's contract/app-access.ts): the fuzzy unit search, CAS granting, iHotel's selectHotel,
 * resources by type and the resource diagnosis. All need a session.
 */
export const appAccessRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, APP_ACCESS_CALLS, {
    orgBlur: async (session, { keyword, search, ...query }) =>
      managedUnits(db, session, { ...query, search: keyword ?? search }),
    casGranting: async (session, _input, request) =>
      casGrants(db, session, `${request.protocol}://${request.host}`),
    selectHotel: async (session, input, request) => selectHotel(db, session, input, request.ip),
    typedResources: async (session, { type, ...query }) => typedResources(db, session, type, query),
    diagnosis: async (scope, query) => diagnoseResource(db, scope, query),
  });
};
