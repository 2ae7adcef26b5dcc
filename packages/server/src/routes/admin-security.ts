import {
  adminLoginLogQuerySchema,
  idRequestSchema,
  ipWhitelistSaveSchema,
  loginLimitListQuerySchema,
  loginLimitSaveSchema,
  loginLogQuerySchema,
  securityExceptionsSaveSchema,
  securitySaveSchema,
  unitIdQuerySchema,
} from '@portico/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { deleteLoginLimit, listLoginLimits, saveLoginLimit } from '../services/admin-login-limits';
import { adminLoginLog, unitLoginLog } from '../services/admin-logs';
import {
  saveIpWhitelist,
  saveSecurity,
  saveSecurityExceptions,
  securitySettingsOf,
} from '../services/admin-security';
import {
  deleteOrPost,
  payloadOf,
  putOrPost,
  requireSessionFor,
  scopeOf,
  unitIdOr,
} from './admin-kit';
import type { RouteOptions } from './options';

/**
 * Security settings (product.md §2.5 /safety), login limits (/login-limit) and login logs
 * (/login-log), under the UC base; README.
 */
export const adminSecurityRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'security');

  app.get('/safety/settings', async (request) => {
    const { unitId } = unitIdQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await securitySettingsOf(db, caller, unitIdOr(caller, unitId)));
  });

  putOrPost(app, '/safety/save', async (request) => {
    const input = securitySaveSchema.parse(request.body);
    return ok(await saveSecurity(db, await scope(request), input));
  });

  putOrPost(app, '/safety/saveIpWhitelist', async (request) => {
    const input = ipWhitelistSaveSchema.parse(request.body);
    return ok(await saveIpWhitelist(db, await scope(request), input));
  });

  putOrPost(app, '/safety/saveExceptions', async (request) => {
    const input = securityExceptionsSaveSchema.parse(request.body);
    return ok(await saveSecurityExceptions(db, await scope(request), input));
  });

  app.get('/loginLimit/list', async (request) => {
    const query = loginLimitListQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await listLoginLimits(db, caller, unitIdOr(caller, query.unitId), query));
  });

  putOrPost(app, '/loginLimit/save', async (request) => {
    const input = loginLimitSaveSchema.parse(request.body);
    return ok(await saveLoginLimit(db, await scope(request), input));
  });

  deleteOrPost(app, '/loginLimit/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteLoginLimit(db, await scope(request), id);
    return ok(null);
  });

  app.get('/loginLog/list', async (request) => {
    const query = loginLogQuerySchema.parse(request.query);
    return ok(await unitLoginLog(db, await scopeOf(db, request, 'loginLogs'), query));
  });

  app.get('/loginLog/adminList', async (request) => {
    const query = adminLoginLogQuerySchema.parse(request.query);
    return ok(await adminLoginLog(db, await scopeOf(db, request, 'loginLogs'), query));
  });
};
