import { AUDIT_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireSessionFor } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { listAudit } from './audit-list';

/** The audit trail's reads (AUDIT_CALLS); nothing updates or deletes a record. */
export const auditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, AUDIT_CALLS, {
    list: (caller, query) => listAudit(db, caller, query),
  });
};
