import { ServerCode } from '@portico/sdk';
import { STYLE_CALLS, styleAssetsQuerySchema, styleFileQuerySchema } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteStyleAsset,
  enableStyleAsset,
  listStyleAssets,
  saveStyleAsset,
  servedStyleFile,
  servedStyleText,
} from './admin-styles';
import { ApiError } from '../../shared/errors';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { sendStyleScript, servedFileType } from './style-serving';

/** Customer style assets of a unit (product.md §2.5 /style/*), under the UC base; README. */
export const adminStyleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, STYLE_CALLS, {
    list: (caller, query) => listStyleAssets(db, caller, unitIdOr(caller, query.unitId), query),
    save: (caller, input) => saveStyleAsset(db, caller, input),
    enable: (caller, input) => enableStyleAsset(db, caller, input),
    delete: async (caller, input) => {
      await deleteStyleAsset(db, caller, input);
      return null;
    },
  });
};

/**
 * The public reads pages include (no session: a <link> or <script src> sends none): a unit's
 * enabled css or javascript as one text, and its enabled files. Served as data with nosniff;
 * script only as inert text unless opted in (style-serving.ts); html and vue are never served.
 */
export const publicStyleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.get('/style/assets', async (request, reply) => {
    const { unitCode, kind, run } = styleAssetsQuerySchema.parse(request.query);
    const text = await servedStyleText(db, unitCode, kind);
    reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
    if (kind === 'javascript') return sendStyleScript(request, reply, text, run === '1');
    return reply.header('Content-Type', 'text/css; charset=utf-8').send(text);
  });

  app.get('/style/file', async (request, reply) => {
    const { unitCode, name } = styleFileQuerySchema.parse(request.query);
    const file = await servedStyleFile(db, unitCode, name);
    if (!file) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
    const served = servedFileType(file.contentType);
    if (served.inert) reply.header('Content-Disposition', 'attachment');
    return reply
      .header('Content-Type', served.type)
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "sandbox; default-src 'none'")
      .send(file.bytes);
  });
};
