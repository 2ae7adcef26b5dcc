import {
  orgBlurQuerySchema,
  resourceDiagnosisQuerySchema,
  selectHotelRequestSchema,
  typedResourceParamsSchema,
  typedResourceQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { sessionOf } from '../http/require-session';
import { casGrants, diagnoseResource, selectHotel, typedResources } from '../services/app-access';
import { managedUnits } from '../services/org-lists';
import { requireSessionFor, scopeOf } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * Calls of api-contract.md §7.5–§7.6 whose payloads the contract does not show (schemas: the
 * SDK's contract/app-access.ts): the fuzzy unit search, CAS granting, iHotel's selectHotel,
 * resources by type and the resource diagnosis. All need a session.
 */
export const appAccessRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);

  // The same units as /gc/backdoor/managedUnits: `keyword` is this list's name for `search`.
  app.get('/inter/org/orgs/blur', async (request) => {
    const { keyword, search, ...query } = orgBlurQuerySchema.parse(request.query);
    return ok(await managedUnits(db, sessionOf(request), { ...query, search: keyword ?? search }));
  });

  app.get('/api/authz/cas/granting', async (request) => {
    const origin = `${request.protocol}://${request.host}`;
    return ok(await casGrants(db, sessionOf(request), origin));
  });

  app.post('/pms/selectHotel', async (request) => {
    const input = selectHotelRequestSchema.parse(request.body);
    return ok(await selectHotel(db, sessionOf(request), input, request.ip));
  });

  // find-my-way prefers every static path, so this matches only /{menu,report,operation}/resource.
  app.get('/:type/resource', async (request) => {
    const { type } = typedResourceParamsSchema.parse(request.params);
    const query = typedResourceQuerySchema.parse(request.query);
    return ok(await typedResources(db, sessionOf(request), type, query));
  });

  app.get('/resource/diagnosis', async (request) => {
    const query = resourceDiagnosisQuerySchema.parse(request.query);
    return ok(await diagnoseResource(db, await scopeOf(db, request, 'unitApps'), query));
  });
};
