import { SECURITY_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { deleteLoginLimit, listLoginLimits, saveLoginLimit } from './admin-login-limits';
import { adminLoginLog, unitLoginLog } from './admin-logs';
import {
  saveIpWhitelist,
  saveSecurity,
  saveSecurityExceptions,
  securitySettingsOf,
} from './admin-security';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Security settings (product.md §2.5 /safety), login limits (/login-limit) and login logs
 * (/login-log): the handlers of SECURITY_CALLS (`@portico/sdk/contract`); README.
 */
export const adminSecurityRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, SECURITY_CALLS, {
    settings: (caller, { unitId }) => securitySettingsOf(db, caller, unitIdOr(caller, unitId)),
    save: (caller, input) => saveSecurity(db, caller, input),
    saveIpWhitelist: (caller, input) => saveIpWhitelist(db, caller, input),
    saveExceptions: (caller, input) => saveSecurityExceptions(db, caller, input),
    loginLimitList: (caller, query) =>
      listLoginLimits(db, caller, unitIdOr(caller, query.unitId), query),
    loginLimitSave: (caller, input) => saveLoginLimit(db, caller, input),
    loginLimitDelete: async (caller, { id }) => {
      await deleteLoginLimit(db, caller, id);
      return null;
    },
    loginLogList: (caller, query) => unitLoginLog(db, caller, query),
    loginLogAdminList: (caller, query) => adminLoginLog(db, caller, query),
  });
};
