import type { FastifyPluginAsync } from 'fastify';
import { adminAppRoutes } from '../apps/admin-apps-routes';
import { adminConfigRoutes } from '../config/admin-config-routes';
import { adminDepartmentRoutes } from '../departments/admin-departments-routes';
import { adminMenuRoutes } from '../menus/admin-menus-routes';
import { adminReportRoutes } from '../reports/admin-reports-routes';
import { adminRoleRoutes } from '../roles/admin-roles-routes';
import { adminSecurityRoutes } from '../security/admin-security-routes';
import { adminStyleRoutes } from '../styles/admin-styles-routes';
import { adminTagRoutes } from '../tags/admin-tags-routes';
import { adminUnitRoutes } from '../units/admin-units-routes';
import { adminUserRoutes } from '../users/admin-users-routes';
import { userSessionRoutes } from '../session/session-families-routes';
import type { RouteOptions } from '../../http/route-options';
import { auditRoutes } from '../audit/audit-routes';

/**
 * The administration calls (product.md §2.5, §6), under the UC base: one plugin per family, each
 * with its own session guard. README "Administration" lists the calls and the authorization rule.
 */
export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  // The prefix was applied to this plugin; the families get the options without it.
  const { db, mailer, casLoginUrl } = options;
  for (const family of [
    adminUnitRoutes,
    adminDepartmentRoutes,
    adminUserRoutes,
    userSessionRoutes,
    adminRoleRoutes,
    adminSecurityRoutes,
    adminConfigRoutes,
    adminAppRoutes,
    adminMenuRoutes,
    adminReportRoutes,
    adminTagRoutes,
    adminStyleRoutes,
    auditRoutes,
  ]) {
    await app.register(family, { db, mailer, casLoginUrl });
  }
};
