import type { FastifyPluginAsync } from 'fastify';
import { adminAppRoutes } from './admin-apps';
import { adminConfigRoutes } from './admin-config';
import { adminDepartmentRoutes } from './admin-departments';
import { adminMenuRoutes } from './admin-menus';
import { adminReportRoutes } from './admin-reports';
import { adminRoleRoutes } from './admin-roles';
import { adminSecurityRoutes } from './admin-security';
import { adminStyleRoutes } from './admin-styles';
import { adminTagRoutes } from './admin-tags';
import { adminUnitRoutes } from './admin-units';
import { adminUserRoutes } from './admin-users';
import type { RouteOptions } from './options';

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
    adminRoleRoutes,
    adminSecurityRoutes,
    adminConfigRoutes,
    adminAppRoutes,
    adminMenuRoutes,
    adminReportRoutes,
    adminTagRoutes,
    adminStyleRoutes,
  ]) {
    await app.register(family, { db, mailer, casLoginUrl });
  }
};
