import {
  decodeMobileCodeKey,
  decryptRequestSchema,
  editProjectionInChildSchema,
  editProjectionInParentSchema,
  projectionInChildQuerySchema,
  projectionInParentQuerySchema,
  userCompanyInfoSaveSchema,
  userSupplierSaveSchema,
  userZoneInfoSaveSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { invalid } from '../services/admin-db';
import {
  editUnitProjection,
  saveUserCompanyInfo,
  saveUserSupplier,
  saveUserZoneInfo,
  unitProjection,
} from '../services/user-relations';
import { payloadOf, putOrPost, requireSessionFor, scopeOf } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * The user calls of api-contract.md §7.4 that the contract lists without bodies: zone, company
 * and supplier relations, the unit projections, and decrypt. Schemas: the SDK's
 * contract/user-relations.ts. All need a session; all but decrypt are user administration.
 */
export const userRelationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'users');

  putOrPost(app, '/user/saveUserZoneInfo', async (request) => {
    const input = userZoneInfoSaveSchema.parse(request.body);
    return ok(await saveUserZoneInfo(db, await scope(request), input));
  });

  putOrPost(app, '/user/saveUserCompanyInfo', async (request) => {
    const input = userCompanyInfoSaveSchema.parse(request.body);
    return ok(await saveUserCompanyInfo(db, await scope(request), input));
  });

  putOrPost(app, '/user/saveUserSupplier', async (request) => {
    const input = userSupplierSaveSchema.parse(request.body);
    return ok(await saveUserSupplier(db, await scope(request), input));
  });

  app.get('/user/unitProjectionInParent', async (request) => {
    const query = projectionInParentQuerySchema.parse(request.query);
    return ok(await unitProjection(db, await scope(request), query));
  });

  app.get('/user/unitProjectionInChild', async (request) => {
    const query = projectionInChildQuerySchema.parse(request.query);
    return ok(await unitProjection(db, await scope(request), query));
  });

  putOrPost(app, '/user/editProjectionInParent', async (request) => {
    const input = editProjectionInParentSchema.parse(request.body);
    return ok(await editUnitProjection(db, await scope(request), input));
  });

  putOrPost(app, '/user/editProjectionInChild', async (request) => {
    const input = editProjectionInChildSchema.parse(request.body);
    return ok(await editUnitProjection(db, await scope(request), input));
  });

  // "params; returns plain value": the value in the query (or a body), its plain text answered.
  app.post('/user/decrypt', async (request) => {
    const source = Object.keys(request.query as object).length ? request.query : payloadOf(request);
    const { value } = decryptRequestSchema.parse(source);
    const key = decodeMobileCodeKey(value);
    if (!key) throw invalid('server.invalidInput', { detail: 'value: not an encoded value' });
    return ok(`${key.unitCode}:${key.userCode}`);
  });
};
