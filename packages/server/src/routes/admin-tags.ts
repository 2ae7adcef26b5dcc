import {
  idRequestSchema,
  managedTagListQuerySchema,
  managedTagSaveSchema,
  userManagedTagQuerySchema,
  userManagedTagSaveSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteManagedTag,
  listManagedTags,
  saveManagedTag,
  saveUserManagedTags,
  userManagedTagList,
} from '../services/admin-tags';
import { adminCalls, requireSessionFor, unitIdOr } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * Managed tags (product.md §3 "tags"; api-contract.md §7.4 POST /userManagedTag), under the UC
 * base; README "Managed tags".
 */
export const adminTagRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const tags = adminCalls(app, db, 'tags');

  tags.get('/managedTag/list', managedTagListQuerySchema, (caller, { unitId }) =>
    listManagedTags(db, caller, unitIdOr(caller, unitId)),
  );
  tags.put('/managedTag/save', managedTagSaveSchema, (caller, input) =>
    saveManagedTag(db, caller, input),
  );
  tags.remove('/managedTag/delete', idRequestSchema, (caller, { id }) =>
    deleteManagedTag(db, caller, id),
  );
  tags.get('/userManagedTag/list', userManagedTagQuerySchema, (caller, { userId }) =>
    userManagedTagList(db, caller, userId),
  );
  tags.post('/userManagedTag', userManagedTagSaveSchema, (caller, input) =>
    saveUserManagedTags(db, caller, input),
  );
};
