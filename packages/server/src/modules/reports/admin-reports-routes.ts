import { MY_REPORT_CALLS, REPORT_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { myReports, openReport, reportCenter } from './admin-reports';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/** The report centre (product.md §2.5 /report/reportCenter), for administrators; README "Reports". */
export const adminReportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);

  mountCalls(app, db, REPORT_CALLS, {
    center: (caller, { unitId }) => reportCenter(db, caller, unitIdOr(caller, unitId)),
  });
};

/** The signed-in user's reports (/report/myReport, /report/openReport); README "Reports". */
export const reportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, MY_REPORT_CALLS, {
    mine: (session) => myReports(db, session),
    open: (session, query) => openReport(db, session, query),
  });
};
