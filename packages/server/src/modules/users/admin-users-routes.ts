import { USER_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { saveUserAuthInfo, saveUserUnits, updateUserResourceByCode } from './admin-user-auth';
import {
  addUser,
  deleteUser,
  lockUser,
  resetUserPassword,
  setUserState,
  unlockUser,
  updateUser,
} from './admin-user-writes';
import {
  groupAndHotelUsers,
  listUsers,
  userDetail,
  userRelations,
  visibleUser,
} from './admin-users';
import { requireSessionFor } from '../../http/admin-kit';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/**
 * User administration (product.md §2.5 /user/user-list, /user/unit-user-list, §4, §6): the
 * handlers of the declarations in `@portico/sdk/contract` USER_CALLS; README.
 */
export const adminUserRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  mountCalls(app, db, USER_CALLS, {
    list: (caller, query) => listUsers(db, caller, query),
    groupAndHotelUsers: (caller, query) => groupAndHotelUsers(db, caller, query),
    detail: (caller, { id }) => userDetail(db, caller, id),
    add: (caller, input) => addUser(db, caller, input),
    update: (caller, input) => updateUser(db, caller, input),
    updateState: (caller, input) => setUserState(db, caller, input),
    lock: (caller, { id }) => lockUser(db, caller, id),
    unlock: (caller, { id }) => unlockUser(db, caller, id),
    resetPassword: async (caller, input) => {
      await resetUserPassword(db, caller, input);
      return null;
    },
    delete: async (caller, { id }) => {
      await deleteUser(db, caller, id);
      return null;
    },
    units: async (caller, { id }) => {
      const user = await visibleUser(db, caller, id);
      return userRelations(db, caller, user.id);
    },
    saveUnits: (caller, input) => saveUserUnits(db, caller, input),
    saveUserAuthInfo: (caller, { userId, ...lists }) =>
      saveUserAuthInfo(db, caller, [userId], lists),
    saveUserAuthInfoBatch: (caller, { userIds, ...lists }) =>
      saveUserAuthInfo(db, caller, userIds, lists),
    updateUserResourceByCode: (caller, input) => updateUserResourceByCode(db, caller, input),
  });
};
