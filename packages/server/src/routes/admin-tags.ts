import {
  idRequestSchema,
  managedTagListQuerySchema,
  managedTagSaveSchema,
  userManagedTagQuerySchema,
  userManagedTagSaveSchema,
} from '@portico/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import {
  deleteManagedTag,
  listManagedTags,
  saveManagedTag,
  saveUserManagedTags,
  userManagedTagList,
} from '../services/admin-tags';
import {
  deleteOrPost,
  payloadOf,
  putOrPost,
  requireSessionFor,
  scopeOf,
  unitIdOr,
} from './admin-kit';
import type { RouteOptions } from './options';

/**
 * Managed tags (product.md §3 "tags"; api-contract.md §7.4 POST /userManagedTag), under the UC
 * base; README "Managed tags".
 */
export const adminTagRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'tags');

  app.get('/managedTag/list', async (request) => {
    const { unitId } = managedTagListQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await listManagedTags(db, caller, unitIdOr(caller, unitId)));
  });

  putOrPost(app, '/managedTag/save', async (request) => {
    const input = managedTagSaveSchema.parse(request.body);
    return ok(await saveManagedTag(db, await scope(request), input));
  });

  deleteOrPost(app, '/managedTag/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteManagedTag(db, await scope(request), id);
    return ok(null);
  });

  app.get('/userManagedTag/list', async (request) => {
    const { userId } = userManagedTagQuerySchema.parse(request.query);
    return ok(await userManagedTagList(db, await scope(request), userId));
  });

  app.post('/userManagedTag', async (request) => {
    const input = userManagedTagSaveSchema.parse(request.body);
    return ok(await saveUserManagedTags(db, await scope(request), input));
  });
};
