import { LOGIN_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../http/locale';
import { checkOverwrite, login } from './auth';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { loginContextOf } from './login-context';

/**
 * POST {UC}/login/checkOverwrite and POST {UC}/login (api-contract.md §7.3, payloads designed in
 * the SDK's contract/login-check.ts): the login page asks whether signing in would end the
 * account's session elsewhere, and signs in with the user's consent. No session needed.
 */
export const loginCheckRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  mountCalls(app, db, LOGIN_CALLS, {
    checkOverwrite: async (_caller, input, request) =>
      checkOverwrite(db, input, { ip: request.ip, mailer, locale: localeOf(request) }),
    login: async (_caller, { overwrite, ...input }, request) => {
      return login(db, input, loginContextOf(app, mailer, request), {
        consent: { overwrite: overwrite ?? false },
      });
    },
  });
};
