import { translate, UcCode } from '@portico/sdk';
import {
  iamCheckQuerySchema,
  ssoCheckQuerySchema,
  ticketQuerySchema,
  tokenAppQuerySchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { createRequireSession, sessionOf } from '../http/require-session';
import { checkToken, issueTicket, redeemTicket, tokenAvailability } from '../services/sso';
import type { RouteOptions } from './options';

/** Token checks of single sign-on (api-contract.md §7.3), mounted under the UC base. */
export const ssoTokenRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  const requireSession = createRequireSession(db);

  // ?token&appCode[&redirect]: with the hub's token a one-time code for the app, with that code
  // the app's own session token (services/sso.ts); 54002 when the unit has not opened the app.
  app.get('/sso/check', async (request) => {
    const query = ssoCheckQuerySchema.parse(request.query);
    return ok(
      await checkToken(db, { ...query, requestOrigin: requestOrigin(request), ip: request.ip }),
    );
  });

  // 53012: the token is unusable; 54002: the app is closed for its unit. Returned, not thrown.
  app.get('/sso/available', async (request) => {
    const { token, appCode } = tokenAppQuerySchema.parse(request.query);
    const result = await tokenAvailability(db, token, appCode);
    if (result === 0) return ok(true);
    const key =
      result === UcCode.TOKEN_UNAVAILABLE
        ? 'serverAdmin.tokenUnavailable'
        : 'serverAdmin.appUnavailable';
    return { result, msg: translate(localeOf(request), key), retVal: false };
  });

  // Not in the contract: how a ticket for /sso/iamCheck is obtained (README).
  app.get('/sso/ticket', { preHandler: requireSession }, async (request) => {
    const { appCode, service } = ticketQuerySchema.parse(request.query);
    const origin = requestOrigin(request);
    return ok(
      await issueTicket(db, sessionOf(request), { appCode, service, requestOrigin: origin }),
    );
  });

  app.get('/sso/iamCheck', async (request) => {
    const query = iamCheckQuerySchema.parse(request.query);
    return ok(await redeemTicket(db, query, request.ip));
  });
};

/** Relative app addresses live on this server: the origin the browser used to reach it. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
