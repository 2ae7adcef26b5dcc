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
} from '@portico/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
 * Application administration (product.md §2.5 /apply: applyList, applyConfigList, open-list,
 * open-task-list, resource-list), under the UC base; README "Applications". The diagnosis of
 * /apply/verification is GET /resource/diagnosis (routes/app-access.ts).
 */
export const adminAppRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'apps');

  app.get('/apply/list', async (request) => ok(await listAdminApps(db, await scope(request))));

  app.post('/apply/add', async (request) => {
    const input = appAddSchema.parse(request.body);
    return ok(await addApp(db, await scope(request), input));
  });

  putOrPost(app, '/apply/update', async (request) => {
    const input = appUpdateSchema.parse(request.body);
    return ok(await updateApp(db, await scope(request), input));
  });

  deleteOrPost(app, '/apply/delete', async (request) => {
    const { code } = appCodeRequestSchema.parse(payloadOf(request));
    await deleteApp(db, await scope(request), code);
    return ok(null);
  });

  app.get('/apply/links', async (request) => {
    const { unitId } = unitIdQuerySchema.parse(request.query);
    const caller = await scope(request);
    return ok(await listAppLinks(db, caller, unitIdOr(caller, unitId)));
  });

  putOrPost(app, '/apply/saveLink', async (request) => {
    const input = appLinkSaveSchema.parse(request.body);
    return ok(await saveAppLink(db, await scope(request), input));
  });

  deleteOrPost(app, '/apply/deleteLink', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteAppLink(db, await scope(request), id);
    return ok(null);
  });

  app.get('/apply/openList', async (request) => {
    const query = openListQuerySchema.parse(request.query);
    return ok(await openList(db, await scope(request), query));
  });

  app.get('/apply/openTasks', async (request) => {
    const query = openTaskQuerySchema.parse(request.query);
    return ok(await openTasks(db, await scope(request), query));
  });

  putOrPost(app, '/apply/saveTask', async (request) => {
    const input = openTaskSaveSchema.parse(request.body);
    return ok(await saveOpenTask(db, await scope(request), input));
  });

  app.get('/apply/resources', async (request) => {
    const { appCode, type } = resourceTreeQuerySchema.parse(request.query);
    return ok(await resourceTree(db, await scope(request), appCode, type));
  });

  app.post('/apply/addResource', async (request) => {
    const input = resourceAddSchema.parse(request.body);
    return ok(await addResource(db, await scope(request), input));
  });

  putOrPost(app, '/apply/updateResource', async (request) => {
    const input = resourceUpdateSchema.parse(request.body);
    return ok(await updateResource(db, await scope(request), input));
  });

  putOrPost(app, '/apply/moveResource', async (request) => {
    const input = resourceMoveSchema.parse(request.body);
    return ok(await moveResource(db, await scope(request), input));
  });

  deleteOrPost(app, '/apply/deleteResource', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteResource(db, await scope(request), id);
    return ok(null);
  });
};
