import { APP_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  addApp,
  deleteApp,
  deleteAppLink,
  listAdminApps,
  listAppLinks,
  saveAppLink,
  updateApp,
} from './admin-apps';
import { openList, openTasks, saveOpenTask } from './admin-apps-open';
import {
  addResource,
  deleteResource,
  moveResource,
  resourceTree,
  updateResource,
} from './admin-apps-resources';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Application administration (product.md §2.5 /apply: applyList, applyConfigList, open-list,
 * open-task-list, resource-list), under the UC base; README "Applications". The diagnosis of
 * /apply/verification is GET /resource/diagnosis (modules/apps/app-access-routes.ts).
 */
export const adminAppRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, APP_CALLS, {
    list: (caller) => listAdminApps(db, caller),
    add: (caller, input) => addApp(db, caller, input),
    update: (caller, input) => updateApp(db, caller, input),
    delete: async (caller, { code }) => {
      await deleteApp(db, caller, code);
      return null;
    },
    links: (caller, { unitId }) => listAppLinks(db, caller, unitIdOr(caller, unitId)),
    saveLink: (caller, input) => saveAppLink(db, caller, input),
    deleteLink: async (caller, { id }) => {
      await deleteAppLink(db, caller, id);
      return null;
    },
    openList: (caller, query) => openList(db, caller, query),
    openTasks: (caller, query) => openTasks(db, caller, query),
    saveTask: (caller, input) => saveOpenTask(db, caller, input),
    resources: (caller, { appCode, type }) => resourceTree(db, caller, appCode, type),
    addResource: (caller, input) => addResource(db, caller, input),
    updateResource: (caller, input) => updateResource(db, caller, input),
    moveResource: (caller, input) => moveResource(db, caller, input),
    deleteResource: async (caller, { id }) => {
      await deleteResource(db, caller, id);
      return null;
    },
  });
};
