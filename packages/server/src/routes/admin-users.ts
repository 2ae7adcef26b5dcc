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
} from '@portico/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
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
import { deleteOrPost, payloadOf, putOrPost, requireSessionFor, scopeOf } from './admin-kit';
import type { RouteOptions } from './options';

/**
 * User administration (product.md §2.5 /user/user-list, /user/unit-user-list, §4, §6) and the
 * user calls of api-contract.md §7.4 whose bodies it leaves unshown; README.
 */
export const adminUserRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  requireSessionFor(app, db);
  const scope = (request: FastifyRequest) => scopeOf(db, request, 'users');

  app.get('/user/list', async (request) => {
    const query = userListQuerySchema.parse(request.query);
    return ok(await listUsers(db, await scope(request), query));
  });

  app.get('/user/groupAndHotelUsers', async (request) => {
    const query = groupAndHotelUsersQuerySchema.parse(request.query);
    return ok(await groupAndHotelUsers(db, await scope(request), query));
  });

  app.get('/user/detail', async (request) => {
    const { id } = idRequestSchema.parse(request.query);
    return ok(await userDetail(db, await scope(request), id));
  });

  app.post('/user/add', async (request) => {
    const input = userAddRequestSchema.parse(request.body);
    return ok(await addUser(db, await scope(request), input));
  });

  putOrPost(app, '/user/update', async (request) => {
    const input = userUpdateSchema.parse(request.body);
    return ok(await updateUser(db, await scope(request), input));
  });

  putOrPost(app, '/user/updateState', async (request) => {
    const input = userStateSchema.parse(request.body);
    return ok(await setUserState(db, await scope(request), input));
  });

  app.post('/user/lock', async (request) => {
    const { id } = idRequestSchema.parse(request.body);
    return ok(await lockUser(db, await scope(request), id));
  });

  app.post('/user/unlock', async (request) => {
    const { id } = idRequestSchema.parse(request.body);
    return ok(await unlockUser(db, await scope(request), id));
  });

  app.post('/user/resetPassword', async (request) => {
    const input = userResetPasswordSchema.parse(request.body);
    await resetUserPassword(db, await scope(request), input);
    return ok(null);
  });

  deleteOrPost(app, '/user/delete', async (request) => {
    const { id } = idRequestSchema.parse(payloadOf(request));
    await deleteUser(db, await scope(request), id);
    return ok(null);
  });

  app.get('/user/units', async (request) => {
    const { id } = idRequestSchema.parse(request.query);
    const caller = await scope(request);
    const user = await visibleUser(db, caller, id);
    return ok(await userRelations(db, caller, user.id));
  });

  putOrPost(app, '/user/saveUnits', async (request) => {
    const input = userUnitsSaveSchema.parse(request.body);
    return ok(await saveUserUnits(db, await scope(request), input));
  });

  putOrPost(app, '/user/saveUserAuthInfo', async (request) => {
    const { userId, ...lists } = saveUserAuthInfoSchema.parse(request.body);
    return ok(await saveUserAuthInfo(db, await scope(request), [userId], lists));
  });

  putOrPost(app, '/user/saveUserAuthInfoBatch', async (request) => {
    const { userIds, ...lists } = saveUserAuthInfoBatchSchema.parse(request.body);
    return ok(await saveUserAuthInfo(db, await scope(request), userIds, lists));
  });

  putOrPost(app, '/user/updateUserResourceByCode', async (request) => {
    const input = updateUserResourceByCodeSchema.parse(request.body);
    return ok(await updateUserResourceByCode(db, await scope(request), input));
  });
};
