import { ServerCode } from '@portico/sdk';
import { codeSchema, logoQuerySchema, MAX_LOGO_BYTES } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { registerMultipart, type MultipartBody } from '../../http/multipart';
import { createRequireSession, sessionOf } from '../../http/require-session';
import { ApiError } from '../../shared/errors';
import { deleteLogo, listLogos, logoFile, uploadLogo } from './logos';
import type { RouteOptions } from '../../http/route-options';

export const logoCodeParamsSchema = z.object({ code: codeSchema() });
export const logoFileQuerySchema = z.object({ icon: z.enum(['T', 'F']).optional() });

/** Logos and icons (api-contract.md §7.4 /logos, /logo), mounted under the UC base. */
export const logosRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  const requireSession = createRequireSession(db);
  // Room for the file plus the multipart framing.
  registerMultipart(app, MAX_LOGO_BYTES * 2);

  app.get('/logos', { preHandler: requireSession }, async (request) => {
    return ok(await listLogos(db, sessionOf(request)));
  });

  app.post('/logo', { preHandler: requireSession }, async (request) => {
    const query = logoQuerySchema.parse(request.query);
    const body = request.body as MultipartBody | undefined;
    const files = body && Array.isArray(body.files) ? body.files : [];
    return ok(await uploadLogo(db, sessionOf(request), query, files));
  });

  app.delete('/logo/:code', { preHandler: requireSession }, async (request) => {
    await deleteLogo(db, sessionOf(request), logoCodeParamsSchema.parse(request.params).code);
    return ok(null);
  });

  // The image itself, for <img src> (no Authorization there); the URL changes with each upload.
  app.get('/logo/file/:code', async (request, reply) => {
    const { code } = logoCodeParamsSchema.parse(request.params);
    const file = await logoFile(db, code, logoFileQuerySchema.parse(request.query).icon === 'T');
    if (!file) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
    return reply
      .header('Content-Type', file.type)
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });
};
