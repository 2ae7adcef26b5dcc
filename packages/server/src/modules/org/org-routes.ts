import { ServerCode } from '@portico/sdk/internal';
import { ORG_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../shared/errors';
import { findVisibleUnit } from './org';
import { listChildNodes, managedUnits, remindToneFor, unitParameterFor } from './org-lists';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Organisations, units, parameters (api-contract.md §7.5), under the UC base; declared in the
 * SDK's contract/calls/org.ts.
 */
export const orgRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, ORG_CALLS, {
    byCode: async (session, { code }) => {
      const unit = await findVisibleUnit(db, session.unit.id, code);
      if (!unit) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
      return unit;
    },
    childNodes: (session, query) => listChildNodes(db, session, query),
    managedUnits: (session, query) => managedUnits(db, session, query),
    // The contract's parameter.unitPa, at a path of our choosing (README).
    unitParameter: (session, query) => unitParameterFor(db, session, query),
    remindTone: (session, { unitCode }) => remindToneFor(db, session, unitCode),
  });
};
