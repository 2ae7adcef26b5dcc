import { MENU_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addMenu, deleteMenu, menuTree, moveMenu, updateMenu } from './admin-menus';
import { requireSessionFor } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * The menu editor's calls (product.md §3 "Menu"), under the UC base beside the resource trees;
 * README "Applications". Platform administrators only, as for the app's other resources.
 */
export const adminMenuRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, MENU_CALLS, {
    menus: (caller, { appCode }) => menuTree(db, caller, appCode),
    addMenu: (caller, input) => addMenu(db, caller, input),
    updateMenu: (caller, input) => updateMenu(db, caller, input),
    moveMenu: (caller, input) => moveMenu(db, caller, input),
    deleteMenu: async (caller, { id }) => {
      await deleteMenu(db, caller, id);
      return null;
    },
  });
};
