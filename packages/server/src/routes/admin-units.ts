import {
  areaListQuerySchema,
  idRequestSchema,
  passwordStrategySaveSchema,
  unitAddSchema,
  unitAppSaveSchema,
  unitAppStepsQuerySchema,
  unitIdQuerySchema,
  unitListQuerySchema,
  unitParamDeleteSchema,
  unitParamSaveSchema,
  unitStateSchema,
  unitUpdateSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import {
  deleteUnitParam,
  saveUnitApp,
  savePasswordStrategy,
  saveUnitParam,
  unitAppList,
  unitAppSteps,
  unitParamList,
} from '../services/admin-unit-config';
import {
  addUnit,
  deleteUnit,
  listAreas,
  listUnits,
  unitDetail,
  updateUnit,
  updateUnitState,
} from '../services/admin-units';
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
 * Unit administration (product.md §2.5 /unit/unitList, unit-app-list, unit-app-step-list,
 * unit-params) and the area chooser's list; README.
 */
export const adminUnitRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);

  app.get('/unit/list', async (request) => {
    const query = unitListQuerySchema.parse(request.query);
    return ok(await listUnits(db, await scopeOf(db, request, 'units'), query));
  });

  app.get('/unit/detail', async (request) => {
    const { id } = idRequestSchema.parse(request.query);
    return ok(await unitDetail(db, await scopeOf(db, request, 'units'), id));
  });

  app.post('/unit/add', async (request) => {
    const input = unitAddSchema.parse(request.body);
    return ok(await addUnit(db, await scopeOf(db, request, 'units'), input));
  });

  putOrPost(app, '/unit/update', async (request) => {
    const input = unitUpdateSchema.parse(request.body);
    return ok(await updateUnit(db, await scopeOf(db, request, 'units'), input));
  });

  putOrPost(app, '/unit/updateState', async (request) => {
    const input = unitStateSchema.parse(request.body);
    return ok(await updateUnitState(db, await scopeOf(db, request, 'units'), input));
  });

  app.get('/unit/areas', async (request) => {
    const query = areaListQuerySchema.parse(request.query);
    return ok(await listAreas(db, await scopeOf(db, request, 'units'), query));
  });

  deleteOrPost(app, '/unit/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteUnit(db, await scopeOf(db, request, 'units'), id);
    return ok(null);
  });

  app.get('/unit/apps', async (request) => {
    const { unitId } = unitIdQuerySchema.parse(request.query);
    const scope = await scopeOf(db, request, 'unitApps');
    return ok(await unitAppList(db, scope, unitIdOr(scope, unitId)));
  });

  app.get('/unit/appSteps', async (request) => {
    const { unitId, appCode } = unitAppStepsQuerySchema.parse(request.query);
    const scope = await scopeOf(db, request, 'unitApps');
    return ok(await unitAppSteps(db, scope, unitIdOr(scope, unitId), appCode));
  });

  putOrPost(app, '/unit/saveApp', async (request) => {
    const input = unitAppSaveSchema.parse(request.body);
    return ok(await saveUnitApp(db, await scopeOf(db, request, 'unitApps'), input));
  });

  app.get('/unit/params', async (request) => {
    const { unitId } = unitIdQuerySchema.parse(request.query);
    const scope = await scopeOf(db, request, 'parameters');
    return ok(await unitParamList(db, scope, unitIdOr(scope, unitId)));
  });

  putOrPost(app, '/unit/saveParam', async (request) => {
    const input = unitParamSaveSchema.parse(request.body);
    return ok(await saveUnitParam(db, await scopeOf(db, request, 'parameters'), input));
  });

  putOrPost(app, '/unit/savePasswordStrategy', async (request) => {
    const input = passwordStrategySaveSchema.parse(request.body);
    return ok(await savePasswordStrategy(db, await scopeOf(db, request, 'parameters'), input));
  });

  deleteOrPost(app, '/unit/deleteParam', async (request) => {
    const input = unitParamDeleteSchema.parse(payloadOf(request));
    return ok(await deleteUnitParam(db, await scopeOf(db, request, 'parameters'), input));
  });
};
