import { openReportQuerySchema, reportCenterQuerySchema } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf } from '../http/require-session';
import { myReports, openReport, reportCenter } from '../services/admin-reports';
import { requireSessionFor, scopeOf, unitIdOr } from './admin-kit';
import type { RouteOptions } from './options';

/** The report centre (product.md §2.5 /report/reportCenter), for administrators; README "Reports". */
export const adminReportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);

  app.get('/report/center', async (request) => {
    const { unitId } = reportCenterQuerySchema.parse(request.query);
    const caller = await scopeOf(db, request, 'reports');
    return ok(await reportCenter(db, caller, unitIdOr(caller, unitId)));
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
