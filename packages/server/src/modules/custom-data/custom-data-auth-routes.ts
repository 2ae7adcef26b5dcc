import { DATA_AUTH_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  addUserAuth,
  deleteUserAuth,
  pageAuthContents,
  pageAuthGroups,
  updateUserAuth,
  userAuths,
} from './custom-data-auth';
import { unitIdOr } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/** Custom data permissions (api-contract.md §7.9 /customDataAuth), under the UC base. */
export const customDataAuthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  mountCalls(app, db, DATA_AUTH_CALLS, {
    groups: (caller, { unitId, ...query }) =>
      pageAuthGroups(db, caller, unitIdOr(caller, unitId), query),
    contents: (caller, query) => pageAuthContents(db, caller, query),
    userAuths: (caller, query) => userAuths(db, caller, query),
    add: (caller, input) => addUserAuth(db, caller, input),
    update: (caller, input) => updateUserAuth(db, caller, input),
    delete: async (caller, { id }) => {
      await deleteUserAuth(db, caller, id);
      return null;
    },
  });
};
