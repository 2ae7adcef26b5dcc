import { translate } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import { checkedTokenSchema, SSO_TOKEN_CALLS } from '@portico/sdk/contract';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { checkToken, issueTicket, redeemTicket, tokenAvailability } from './sso';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';

/** Token checks of single sign-on (api-contract.md §7.3), mounted under the UC base. */
export const ssoTokenRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  const { available, ...answered } = SSO_TOKEN_CALLS;
  mountCalls(app, db, answered, {
    // The hub's token gets a one-time code, that code the app's own session token (modules/sso/sso.ts).
    check: async (_caller, query, request) =>
      checkToken(db, {
        ...query,
        token: checkedToken(query.token, request),
        requestOrigin: requestOrigin(request),
        ip: request.ip,
      }),
    ticket: async (session, { appCode, service }, request) =>
      issueTicket(db, session, { appCode, service, requestOrigin: requestOrigin(request) }),
    iamCheck: async (_caller, query, request) => redeemTicket(db, query, request.ip),
  });

  // Mounted by hand from its declaration: 53012 (the token is unusable) and 54002 (the app is
  // closed for its unit) are returned with retVal false, not thrown as errors.
  app.get(available.path, async (request) => {
    const query = available.input.parse(request.query);
    const result = await tokenAvailability(db, checkedToken(query.token, request), query.appCode);
    if (result === 0) return ok(true);
    const key =
      result === UcCode.TOKEN_UNAVAILABLE
        ? 'serverAdmin.tokenUnavailable'
        : 'serverAdmin.appUnavailable';
    return { result, msg: translate(localeOf(request), key), retVal: false };
  });
};

const headerToken = z.object({ token: checkedTokenSchema });

/**
 * The token a check is about: `?token=` as the contract shows it, else the Authorization header
 * (raw or `Bearer …`, what the SDK sends so that no token lands in a URL). Neither is the same
 * input error, naming `token`, as a bad query field.
 */
function checkedToken(query: string | undefined, request: FastifyRequest): string {
  if (query !== undefined) return query;
  const raw = request.headers.authorization?.replace(/^\s*Bearer\s+/i, '');
  return headerToken.parse({ token: raw }).token;
}

/** Relative app addresses live on this server: the origin the browser used to reach it. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
