import {
  authTreeQuerySchema,
  emailResetCodeRequestSchema,
  resetEmailRequestSchema,
  searchQuerySchema,
  userAuthInfoQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { createRequireSession, sessionOf } from '../http/require-session';
import {
  bindEmail,
  cancelFirstLoginChange,
  sendEmailBindingCode,
  updateUserPassword,
} from '../services/account';
import { authTree, type AuthTreeKind } from '../services/menu-tree';
import {
  backgroundUnit,
  possibleLoginUnits,
  resolveSubject,
  unitForRead,
  userAuthInfo,
} from '../services/user-info';
import type { RouteOptions } from './options';

/** Users and passwords (api-contract.md §7.4), mounted under the UC base; all need a session. */
export const usersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  app.addHook('preHandler', createRequireSession(db));

  // The contract sends both passwords in the query string.
  app.post('/user/updateUserPassword', async (request) => {
    await updateUserPassword(db, sessionOf(request), request.query);
    return ok(null);
  });

  app.post('/user/emailResetCode', async (request) => {
    const input = emailResetCodeRequestSchema.parse(request.body ?? {});
    await sendEmailBindingCode(db, mailer, sessionOf(request), input, localeOf(request));
    return ok(null);
  });

  app.post('/user/resetEmail', async (request) => {
    await bindEmail(db, sessionOf(request), resetEmailRequestSchema.parse(request.body ?? {}));
    return ok(null);
  });

  app.post('/user/onChangePasswordCanceled', async (request) => {
    await cancelFirstLoginChange(db, sessionOf(request));
    return ok(null);
  });

  app.get('/user/possibleLoginUnits', async (request) => {
    const { search } = searchQuerySchema.parse(request.query);
    return ok(await possibleLoginUnits(db, sessionOf(request), search || undefined));
  });

  app.get('/user/getBackgroundUnit', async (request) => {
    return ok(await backgroundUnit(db, sessionOf(request)));
  });

  const trees: [string, AuthTreeKind][] = [
    ['/user/menuTree', 'menu'],
    ['/user/reportTree', 'REPORT'],
    ['/user/operationTree', 'OPERATION'],
  ];
  for (const [path, kind] of trees) {
    app.get(path, async (request) => {
      const query = authTreeQuerySchema.parse(request.query);
      const session = sessionOf(request);
      const { user, unit } = await resolveSubject(db, session, {
        userCode: query.userCode || undefined,
        unit: await unitForRead(db, undefined, query.organizationUnitId || undefined),
      });
      return ok(await authTree(db, user, unit.id, query.appCode, kind, query.filterHasOrigin));
    });
  }

  app.get('/user/fetchUserAuthInfoByUserCode', async (request) => {
    const query = userAuthInfoQuerySchema.parse(request.query);
    return ok(await userAuthInfo(db, sessionOf(request), query));
  });
};
