import type { FastifyPluginAsync } from 'fastify';
import { adminDepartmentRoutes } from './admin-departments';
import { adminRoleRoutes } from './admin-roles';
import { adminSecurityRoutes } from './admin-security';
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
  ]) {
    await app.register(family, { db, mailer, casLoginUrl });
  }
};
