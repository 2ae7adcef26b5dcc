import {
  groupAndHotelUsersQuerySchema,
  idRequestSchema,
  saveUserAuthInfoBatchSchema,
  saveUserAuthInfoSchema,
  updateUserResourceByCodeSchema,
  userAddRequestSchema,
  userListQuerySchema,
  userResetPasswordSchema,
  userStateSchema,
  userUnitsSaveSchema,
  userUpdateSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  saveUserAuthInfo,
  saveUserUnits,
  updateUserResourceByCode,
} from '../services/admin-user-auth';
import {
  addUser,
  deleteUser,
  lockUser,
  resetUserPassword,
  setUserState,
  unlockUser,
  updateUser,
} from '../services/admin-user-writes';
import {
  groupAndHotelUsers,
  listUsers,
  userDetail,
  userRelations,
  visibleUser,
} from '../services/admin-users';
import { adminCalls, requireSessionFor } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * User administration (product.md §2.5 /user/user-list, /user/unit-user-list, §4, §6) and the
 * user calls of api-contract.md §7.4 whose bodies it leaves unshown; README.
 */
export const adminUserRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const users = adminCalls(app, db, 'users');

  users.get('/user/list', userListQuerySchema, (caller, query) => listUsers(db, caller, query));
  users.get('/user/groupAndHotelUsers', groupAndHotelUsersQuerySchema, (caller, query) =>
    groupAndHotelUsers(db, caller, query),
  );
  users.get('/user/detail', idRequestSchema, (caller, { id }) => userDetail(db, caller, id));
  users.post('/user/add', userAddRequestSchema, (caller, input) => addUser(db, caller, input));
  users.put('/user/update', userUpdateSchema, (caller, input) => updateUser(db, caller, input));
  users.put('/user/updateState', userStateSchema, (caller, input) =>
    setUserState(db, caller, input),
  );
  users.post('/user/lock', idRequestSchema, (caller, { id }) => lockUser(db, caller, id));
  users.post('/user/unlock', idRequestSchema, (caller, { id }) => unlockUser(db, caller, id));
  users.post('/user/resetPassword', userResetPasswordSchema, async (caller, input) => {
    await resetUserPassword(db, caller, input);
    return null;
  });
  users.remove('/user/delete', idRequestSchema, (caller, { id }) => deleteUser(db, caller, id));
  users.get('/user/units', idRequestSchema, async (caller, { id }) => {
    const user = await visibleUser(db, caller, id);
    return userRelations(db, caller, user.id);
  });
  users.put('/user/saveUnits', userUnitsSaveSchema, (caller, input) =>
    saveUserUnits(db, caller, input),
  );
  users.put('/user/saveUserAuthInfo', saveUserAuthInfoSchema, (caller, { userId, ...lists }) =>
    saveUserAuthInfo(db, caller, [userId], lists),
  );
  users.put(
    '/user/saveUserAuthInfoBatch',
    saveUserAuthInfoBatchSchema,
    (caller, { userIds, ...lists }) => saveUserAuthInfo(db, caller, userIds, lists),
  );
  users.put('/user/updateUserResourceByCode', updateUserResourceByCodeSchema, (caller, input) =>
    updateUserResourceByCode(db, caller, input),
  );
};
