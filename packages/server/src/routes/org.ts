import { ServerCode } from '@portico/sdk';
import {
  listChildNodesQuerySchema,
  managedUnitsQuerySchema,
  unitCodeQuerySchema,
  unitParameterQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { ApiError } from '../services/errors';
import { findVisibleUnit } from '../services/org';
import {
  listChildNodes,
  managedUnits,
  remindToneFor,
  unitParameterFor,
} from '../services/org-lists';
import type { RouteOptions } from './options';

export const orgCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** Organisations, units, parameters (api-contract.md §7.5), under the UC base; all need a session. */
export const orgRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.addHook('preHandler', createRequireSession(db));

  app.get('/org/code/:code', async (request) => {
    const { code } = orgCodeParamsSchema.parse(request.params);
    const unit = await findVisibleUnit(db, sessionOf(request).unit.id, code);
    if (!unit) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
    return ok(unit);
  });

  app.get('/org/listChildNodes', async (request) => {
    const query = listChildNodesQuerySchema.parse(request.query);
    return ok(await listChildNodes(db, sessionOf(request), query));
  });

  app.get('/gc/backdoor/managedUnits', async (request) => {
    const query = managedUnitsQuerySchema.parse(request.query);
    return ok(await managedUnits(db, sessionOf(request), query));
  });

  // The contract's parameter.unitPa, at a path of our choosing (README).
  app.get('/parameter/unitPa', async (request) => {
    const query = unitParameterQuerySchema.parse(request.query);
    return ok(await unitParameterFor(db, sessionOf(request), query));
  });

  app.get('/sysOption/remindTone', async (request) => {
    const { unitCode } = unitCodeQuerySchema.parse(request.query);
    return ok(await remindToneFor(db, sessionOf(request), unitCode));
  });
};
