import {
  addUserAuthSchema,
  authContentsQuerySchema,
  authGroupsQuerySchema,
  idRequestSchema,
  updateUserAuthSchema,
  userAuthsQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import {
  addUserAuth,
  deleteUserAuth,
  pageAuthContents,
  pageAuthGroups,
  updateUserAuth,
  userAuths,
} from '../services/custom-data-auth';
import {
  deleteOrPost,
  payloadOf,
  putOrPost,
  requireSessionFor,
  scopeOf,
  unitIdOr,
} from './admin-kit';
import type { RouteOptions } from './options';

/** Custom data permissions (api-contract.md §7.9 /customDataAuth), under the UC base. */
export const customDataAuthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'users');

  app.get('/customDataAuth/pageAuthGroups', async (request) => {
    const { unitId, ...query } = authGroupsQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await pageAuthGroups(db, caller, unitIdOr(caller, unitId), query));
  });

  app.get('/customDataAuth/pageAuthContents', async (request) => {
    const query = authContentsQuerySchema.parse(request.query);
    return ok(await pageAuthContents(db, await scope(request), query));
  });

  // Not in the contract: the grants that updateUserAuth and deleteUserAuth name by id.
  app.get('/customDataAuth/userAuths', async (request) => {
    const query = userAuthsQuerySchema.parse(request.query);
    return ok(await userAuths(db, await scope(request), query));
  });

  app.post('/customDataAuth/addUserAuth', async (request) => {
    const input = addUserAuthSchema.parse(request.body);
    return ok(await addUserAuth(db, await scope(request), input));
  });

  putOrPost(app, '/customDataAuth/updateUserAuth', async (request) => {
    const input = updateUserAuthSchema.parse(request.body);
    return ok(await updateUserAuth(db, await scope(request), input));
  });

  deleteOrPost(app, '/customDataAuth/deleteUserAuth', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteUserAuth(db, await scope(request), id);
    return ok(null);
  });
};
