import { ServerCode } from '@portico/sdk/internal';
import { LOGO_CALLS, MAX_LOGO_BYTES } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { mountCalls } from '../../http/mount-call';
import { registerMultipart, type MultipartBody } from '../../http/multipart';
import { ApiError } from '../../shared/errors';
import { deleteLogo, listLogos, logoFile, uploadLogo } from './logos';
import type { RouteOptions } from '../../http/route-options';

/** Logos and icons (api-contract.md §7.4 /logos, /logo), mounted under the UC base. */
export const logosRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  // Room for the file plus the multipart framing.
  registerMultipart(app, MAX_LOGO_BYTES * 2);

  mountCalls(app, db, LOGO_CALLS, {
    list: (session) => listLogos(db, session),
    upload: (session, query, request) => {
      const body = request.body as MultipartBody | undefined;
      const files = body && Array.isArray(body.files) ? body.files : [];
      return uploadLogo(db, session, query, files);
    },
    delete: async (session, { code }) => {
      await deleteLogo(db, session, code);
      return null;
    },
    file: async (_caller, { code, icon }) => {
      const file = await logoFile(db, code, icon === 'T');
      if (!file) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
      return {
        body: file.data,
        headers: { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=86400' },
      };
    },
  });
};
