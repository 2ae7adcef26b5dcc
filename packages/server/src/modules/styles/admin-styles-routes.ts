import { ServerCode } from '@portico/sdk/internal';
import { STYLE_CALLS, STYLE_FILE_CALLS } from '@portico/sdk/contract';
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
import { servedFileType, styleScriptHeaders } from './style-serving';

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
  mountCalls(app, db, STYLE_FILE_CALLS, {
    assets: async (_caller, { unitCode, kind, run }, request) => {
      const text = await servedStyleText(db, unitCode, kind);
      const type =
        kind === 'javascript'
          ? styleScriptHeaders(request, run === '1')
          : { 'Content-Type': 'text/css; charset=utf-8' };
      return { body: text, headers: { 'Cache-Control': 'no-cache', ...type } };
    },
    file: async (_caller, { unitCode, name }) => {
      const file = await servedStyleFile(db, unitCode, name);
      if (!file) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
      const served = servedFileType(file.contentType);
      return {
        body: file.bytes,
        headers: {
          'Content-Type': served.type,
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': "sandbox; default-src 'none'",
          ...(served.inert ? { 'Content-Disposition': 'attachment' } : {}),
        },
      };
    },
  });
};
