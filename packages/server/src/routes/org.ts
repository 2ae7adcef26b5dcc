import { ServerCode } from '@portico/sdk';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { ApiError } from '../services/errors';
import { findVisibleUnit } from '../services/org';
import type { RouteOptions } from './options';

const paramsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** Organisations (api-contract.md §7.5), mounted under the UC base. */
export const orgRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  const requireSession = createRequireSession(db);

  app.get('/org/code/:code', { preHandler: requireSession }, async (request) => {
    const { code } = paramsSchema.parse(request.params);
    const unit = await findVisibleUnit(db, sessionOf(request).unit.id, code);
    if (!unit) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
    return ok(unit);
  });
};
