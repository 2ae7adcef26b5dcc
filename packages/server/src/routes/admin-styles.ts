import {
  ServerCode,
  styleAssetsQuerySchema,
  styleEnableSchema,
  styleFileQuerySchema,
  styleKeySchema,
  styleListQuerySchema,
  styleSaveSchema,
} from '@portico/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import {
  deleteStyleAsset,
  enableStyleAsset,
  listStyleAssets,
  saveStyleAsset,
  servedStyleFile,
  servedStyleText,
} from '../services/admin-styles';
import { ApiError } from '../services/errors';
import {
  deleteOrPost,
  payloadOf,
  putOrPost,
  requireSessionFor,
  scopeOf,
  unitIdOr,
} from './admin-kit';
import type { RouteOptions } from './options';

/** Customer style assets of a unit (product.md §2.5 /style/*), under the UC base; README. */
export const adminStyleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'styles');

  app.get('/style/list', async (request) => {
    const query = styleListQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await listStyleAssets(db, caller, unitIdOr(caller, query.unitId), query));
  });

  putOrPost(app, '/style/save', async (request) => {
    const input = styleSaveSchema.parse(request.body);
    return ok(await saveStyleAsset(db, await scope(request), input));
  });

  putOrPost(app, '/style/enable', async (request) => {
    const input = styleEnableSchema.parse(request.body);
    return ok(await enableStyleAsset(db, await scope(request), input));
  });

  deleteOrPost(app, '/style/delete', async (request) => {
    const input = styleKeySchema.parse(payloadOf(request));
    await deleteStyleAsset(db, await scope(request), input);
    return ok(null);
  });
};

const SERVED_TYPES = {
  css: 'text/css; charset=utf-8',
  javascript: 'text/javascript; charset=utf-8',
} as const;

/**
 * The public reads pages include (no session: a <link> or <script src> sends none): a unit's
 * enabled css or javascript as one text, and its enabled files. Served as data with their type
 * and nosniff; html and vue sources are never served.
 */
export const publicStyleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.get('/style/assets', async (request, reply) => {
    const { unitCode, kind } = styleAssetsQuerySchema.parse(request.query);
    const text = await servedStyleText(db, unitCode, kind);
    return reply
      .header('Content-Type', SERVED_TYPES[kind])
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(text);
  });

  app.get('/style/file', async (request, reply) => {
    const { unitCode, name } = styleFileQuerySchema.parse(request.query);
    const file = await servedStyleFile(db, unitCode, name);
    if (!file) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(file.bytes);
  });
};
