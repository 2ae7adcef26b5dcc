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
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { deleteLoginLimit, listLoginLimits, saveLoginLimit } from '../services/admin-login-limits';
import { adminLoginLog, unitLoginLog } from '../services/admin-logs';
import {
  saveIpWhitelist,
  saveSecurity,
  saveSecurityExceptions,
  securitySettingsOf,
} from '../services/admin-security';
import { adminCalls, requireSessionFor, unitIdOr } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * Security settings (product.md §2.5 /safety), login limits (/login-limit) and login logs
 * (/login-log), under the UC base; README.
 */
export const adminSecurityRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const security = adminCalls(app, db, 'security');
  const logs = adminCalls(app, db, 'loginLogs');

  security.get('/safety/settings', unitIdQuerySchema, (caller, { unitId }) =>
    securitySettingsOf(db, caller, unitIdOr(caller, unitId)),
  );
  security.put('/safety/save', securitySaveSchema, (caller, input) =>
    saveSecurity(db, caller, input),
  );
  security.put('/safety/saveIpWhitelist', ipWhitelistSaveSchema, (caller, input) =>
    saveIpWhitelist(db, caller, input),
  );
  security.put('/safety/saveExceptions', securityExceptionsSaveSchema, (caller, input) =>
    saveSecurityExceptions(db, caller, input),
  );

  security.get('/loginLimit/list', loginLimitListQuerySchema, (caller, query) =>
    listLoginLimits(db, caller, unitIdOr(caller, query.unitId), query),
  );
  security.put('/loginLimit/save', loginLimitSaveSchema, (caller, input) =>
    saveLoginLimit(db, caller, input),
  );
  security.remove('/loginLimit/delete', idRequestSchema, (caller, { id }) =>
    deleteLoginLimit(db, caller, id),
  );

  logs.get('/loginLog/list', loginLogQuerySchema, (caller, query) =>
    unitLoginLog(db, caller, query),
  );
  logs.get('/loginLog/adminList', adminLoginLogQuerySchema, (caller, query) =>
    adminLoginLog(db, caller, query),
  );
};
