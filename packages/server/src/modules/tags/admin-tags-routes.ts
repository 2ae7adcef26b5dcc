import { TAG_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteManagedTag,
  listManagedTags,
  saveManagedTag,
  saveUserManagedTags,
  userManagedTagList,
} from './admin-tags';
import { requireSessionFor, unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * Managed tags (product.md §3 "tags"; api-contract.md §7.4 POST /userManagedTag), under the UC
 * base; README "Managed tags".
 */
export const adminTagRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, TAG_CALLS, {
    list: (caller, { unitId }) => listManagedTags(db, caller, unitIdOr(caller, unitId)),
    save: (caller, input) => saveManagedTag(db, caller, input),
    delete: async (caller, { id }) => {
      await deleteManagedTag(db, caller, id);
      return null;
    },
    userList: (caller, { userId }) => userManagedTagList(db, caller, userId),
    userSave: (caller, input) => saveUserManagedTags(db, caller, input),
  });
};
