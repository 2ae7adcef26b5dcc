import { openReportQuerySchema, REPORT_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { myReports, openReport, reportCenter } from '../services/admin-reports';
import { requireSessionFor, unitIdOr } from './admin-kit';
import { mountCalls } from './mount-call';
import type { RouteOptions } from './options';

/** The report centre (product.md §2.5 /report/reportCenter), for administrators; README "Reports". */
export const adminReportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);

  mountCalls(app, db, REPORT_CALLS, {
    center: (caller, { unitId }) => reportCenter(db, caller, unitIdOr(caller, unitId)),
  });
};

/**
 * The signed-in user's reports (/report/myReport, /report/openReport): not administration calls,
 * every user with a session may ask for their own; README "Reports".
 */
export const reportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.addHook('preHandler', createRequireSession(db));

  app.get('/report/mine', async (request) => ok(await myReports(db, sessionOf(request))));

  app.get('/report/open', async (request) => {
    const query = openReportQuerySchema.parse(request.query);
    return ok(await openReport(db, sessionOf(request), query));
  });
};
