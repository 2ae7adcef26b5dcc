import { decodeMobileCodeKey, USER_CODE_CALLS, USER_RELATION_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { invalid } from '../../shared/admin-db';
import {
  editUnitProjection,
  saveUserCompanyInfo,
  saveUserSupplier,
  saveUserZoneInfo,
  unitProjection,
} from './user-relations';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * The user calls of api-contract.md §7.4 that the contract lists without bodies: zone, company
 * and supplier relations, the unit projections, and decrypt (declared in the SDK's
 * contract/calls/user-relations.ts, with who may call each).
 */
export const userRelationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, USER_RELATION_CALLS, {
    saveZones: (caller, input) => saveUserZoneInfo(db, caller, input),
    saveCompanies: (caller, input) => saveUserCompanyInfo(db, caller, input),
    saveSupplier: (caller, input) => saveUserSupplier(db, caller, input),
    projectionInParent: (caller, query) => unitProjection(db, caller, query),
    projectionInChild: (caller, query) => unitProjection(db, caller, query),
    editProjectionInParent: (caller, input) => editUnitProjection(db, caller, input),
    editProjectionInChild: (caller, input) => editUnitProjection(db, caller, input),
  });
  mountCalls(app, db, USER_CODE_CALLS, {
    // "params; returns plain value": the value in the query (or a body), its plain text answered.
    decrypt: async (_session, { value }) => {
      const key = decodeMobileCodeKey(value);
      if (!key) throw invalid('server.invalidInput', { detail: 'value: not an encoded value' });
      return `${key.unitCode}:${key.userCode}`;
    },
  });
};
