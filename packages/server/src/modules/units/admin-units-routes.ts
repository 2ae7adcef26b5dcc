import { UNIT_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteUnitParam,
  saveUnitApp,
  savePasswordStrategy,
  saveUnitParam,
  unitAppList,
  unitAppSteps,
  unitParamList,
} from './admin-unit-config';
import {
  addUnit,
  deleteUnit,
  listAreas,
  listUnits,
  unitDetail,
  updateUnit,
  updateUnitState,
} from './admin-units';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Unit administration (product.md §2.5 /unit/unitList, unit-app-list, unit-app-step-list,
 * unit-params) and the area chooser's list: the handlers of UNIT_CALLS
 * (`@portico/sdk/contract`); README.
 */
export const adminUnitRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, UNIT_CALLS, {
    list: (caller, query) => listUnits(db, caller, query),
    detail: (caller, { id }) => unitDetail(db, caller, id),
    add: (caller, input) => addUnit(db, caller, input),
    update: (caller, input) => updateUnit(db, caller, input),
    updateState: (caller, input) => updateUnitState(db, caller, input),
    areas: (caller, query) => listAreas(db, caller, query),
    delete: async (caller, { id }) => {
      await deleteUnit(db, caller, id);
      return null;
    },
    apps: (caller, { unitId }) => unitAppList(db, caller, unitIdOr(caller, unitId)),
    appSteps: (caller, { unitId, appCode }) =>
      unitAppSteps(db, caller, unitIdOr(caller, unitId), appCode),
    saveApp: (caller, input) => saveUnitApp(db, caller, input),
    params: (caller, { unitId }) => unitParamList(db, caller, unitIdOr(caller, unitId)),
    saveParam: (caller, input) => saveUnitParam(db, caller, input),
    savePasswordStrategy: (caller, input) => savePasswordStrategy(db, caller, input),
    deleteParam: (caller, input) => deleteUnitParam(db, caller, input),
  });
};
