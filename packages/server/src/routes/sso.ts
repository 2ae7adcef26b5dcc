import { loginRequestSchema } from '@portico/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { createRequireSession, sessionOf, tokenFromHeader } from '../http/require-session';
import { buildLoginResult, login } from '../services/auth';
import { revokeSession } from '../services/session';
import type { RouteOptions } from './options';

/** Single sign-on and login (api-contract.md §7.3), mounted under the UC base. */
export const ssoRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  const requireSession = createRequireSession(db);

  app.post('/sso/login', async (request) => {
    // A ZodError here becomes a 40001 envelope in the error handler.
    const input = loginRequestSchema.parse(request.body);
    return ok(await login(db, input, { ip: request.ip }));
  });

  // Clients ignore errors of logout (api-contract.md §7.3), so it always answers 0.
  app.get('/sso/logout', async (request) => {
    const token = logoutToken(request);
    if (token) {
      await revokeSession(db, token).catch((error: unknown) => {
        request.log.warn({ err: error }, 'logout could not revoke the session');
      });
    }
    return ok(null);
  });

  app.get('/sso/getLoginByToken', { preHandler: requireSession }, async (request) => {
    const { user, unit, token } = sessionOf(request);
    return ok(await buildLoginResult(db, user, unit, token));
  });
};

/** `?token=` as the contract shows it, else the Authorization header. */
function logoutToken(request: FastifyRequest): string | null {
  const { token } = request.query as { token?: unknown };
  if (typeof token === 'string' && token.trim()) return tokenFromHeader(token);
  return tokenFromHeader(request.headers.authorization);
}
