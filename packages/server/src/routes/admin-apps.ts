import {
  appAddSchema,
  appCodeRequestSchema,
  appLinkSaveSchema,
  appUpdateSchema,
  idRequestSchema,
  openListQuerySchema,
  openTaskQuerySchema,
  openTaskSaveSchema,
  resourceAddSchema,
  resourceMoveSchema,
  resourceTreeQuerySchema,
  resourceUpdateSchema,
  unitIdQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import {
  addApp,
  deleteApp,
  deleteAppLink,
  listAdminApps,
  listAppLinks,
  saveAppLink,
  updateApp,
} from '../services/admin-apps';
import { openList, openTasks, saveOpenTask } from '../services/admin-apps-open';
import {
  addResource,
  deleteResource,
  moveResource,
  resourceTree,
  updateResource,
} from '../services/admin-apps-resources';
import { adminCalls, requireSessionFor, scopeOf, unitIdOr } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * Application administration (product.md §2.5 /apply: applyList, applyConfigList, open-list,
 * open-task-list, resource-list), under the UC base; README "Applications". The diagnosis of
 * /apply/verification is GET /resource/diagnosis (routes/app-access.ts).
 */
export const adminAppRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const apps = adminCalls(app, db, 'apps');

  app.get('/apply/list', async (request) =>
    ok(await listAdminApps(db, await scopeOf(db, request, 'apps'))),
  );
  apps.post('/apply/add', appAddSchema, (caller, input) => addApp(db, caller, input));
  apps.put('/apply/update', appUpdateSchema, (caller, input) => updateApp(db, caller, input));
  apps.remove('/apply/delete', appCodeRequestSchema, (caller, { code }) =>
    deleteApp(db, caller, code),
  );

  apps.get('/apply/links', unitIdQuerySchema, (caller, { unitId }) =>
    listAppLinks(db, caller, unitIdOr(caller, unitId)),
  );
  apps.put('/apply/saveLink', appLinkSaveSchema, (caller, input) => saveAppLink(db, caller, input));
  apps.remove('/apply/deleteLink', idRequestSchema, (caller, { id }) =>
    deleteAppLink(db, caller, id),
  );

  apps.get('/apply/openList', openListQuerySchema, (caller, query) => openList(db, caller, query));
  apps.get('/apply/openTasks', openTaskQuerySchema, (caller, query) =>
    openTasks(db, caller, query),
  );
  apps.put('/apply/saveTask', openTaskSaveSchema, (caller, input) =>
    saveOpenTask(db, caller, input),
  );

  apps.get('/apply/resources', resourceTreeQuerySchema, (caller, { appCode, type }) =>
    resourceTree(db, caller, appCode, type),
  );
  apps.post('/apply/addResource', resourceAddSchema, (caller, input) =>
    addResource(db, caller, input),
  );
  apps.put('/apply/updateResource', resourceUpdateSchema, (caller, input) =>
    updateResource(db, caller, input),
  );
  apps.put('/apply/moveResource', resourceMoveSchema, (caller, input) =>
    moveResource(db, caller, input),
  );
  apps.remove('/apply/deleteResource', idRequestSchema, (caller, { id }) =>
    deleteResource(db, caller, id),
  );
};
