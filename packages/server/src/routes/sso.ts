import {
  changeLoginInfoRequestSchema,
  pmsLoginRequestSchema,
  ssoLoginRequestSchema,
  type CasLoginOption,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { anyIdpEnabled } from '../oidc/upstream/idp-settings';
import { localeOf } from '../http/locale';
import { createRequireSession, sessionOf, tokenFromHeader } from '../http/require-session';
import { login, pmsLogin } from '../services/auth';
import { buildLoginResult } from '../services/login-result';
import { liveOf } from '../services/messages-live';
import { announceEnded } from '../services/session-end';
import { extendSession, revokeSession } from '../services/session';
import { changeLoginInfo } from '../services/sso';
import type { RouteOptions } from './options';

/** Single sign-on and login (api-contract.md §7.3), mounted under the UC base. */
export const ssoRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { db, casLoginUrl, mailer },
) => {
  const requireSession = createRequireSession(db);
  const contextOf = (request: FastifyRequest) => ({
    ip: request.ip,
    live: liveOf(app),
    mailer,
    locale: localeOf(request),
  });

  app.post('/sso/login', async (request) => {
    // A ZodError here becomes a 40001 envelope in the error handler.
    const input = ssoLoginRequestSchema.parse(request.body);
    return ok(await login(db, input, contextOf(request)));
  });

  app.post('/sso/pmsLogin', async (request) => {
    const input = pmsLoginRequestSchema.parse(request.body);
    return ok(await pmsLogin(db, input, contextOf(request)));
  });

  // Re-login by token (product.md §4): fresh login info, same token, a fresh lifetime.
  app.post('/sso/reLogin', { preHandler: requireSession }, async (request) => {
    const { user, unit, token, appCode, sessionId } = sessionOf(request);
    await extendSession(db, sessionId);
    return ok(await buildLoginResult(db, { user, unit, token, appCode }));
  });

  // Unit switch (product.md §4): the new jwtToken; the old session family ends.
  app.post('/sso/changeLoginInfo', { preHandler: requireSession }, async (request) => {
    const input = changeLoginInfoRequestSchema.parse(request.body);
    return ok(await changeLoginInfo(db, sessionOf(request), input, request.ip));
  });

  // Clients ignore errors of logout (api-contract.md §7.3), so it always answers 0.
  app.get('/sso/logout', async (request) => {
    const token = logoutToken(request);
    if (token) {
      const familyId = await revokeSession(db, token).catch((error: unknown) => {
        request.log.warn({ err: error }, 'logout could not revoke the session');
        return null;
      });
      // The family's sockets in every tab and app end too (LivePush 'session', 'logout').
      if (familyId) await announceEnded(db, { familyId, reason: 'logout' });
    }
    return ok(null);
  });

  app.get('/sso/getLoginByToken', { preHandler: requireSession }, async (request) => {
    const { user, unit, token, appCode } = sessionOf(request);
    return ok(await buildLoginResult(db, { user, unit, token, appCode }));
  });

  app.get('/sso/casLoginOption', async () => {
    const option: CasLoginOption = {
      cas: { enabled: casLoginUrl !== null, loginUrl: casLoginUrl },
      pmsLogin: true,
      resetPasswordByMail: true,
      upstream: { enabled: await anyIdpEnabled(db) },
    };
    return ok(option);
  });
};

/** `?token=` as the contract shows it, else the Authorization header. */
function logoutToken(request: FastifyRequest): string | null {
  const { token } = request.query as { token?: unknown };
  if (typeof token === 'string' && token.trim()) return tokenFromHeader(token);
  return tokenFromHeader(request.headers.authorization);
}
