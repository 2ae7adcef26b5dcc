import { checkOverwriteRequestSchema, consentLoginRequestSchema } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { checkOverwrite, login } from '../services/auth';
import { liveOf } from '../services/messages-live';
import type { RouteOptions } from './options';

/**
 * POST {UC}/login/checkOverwrite and POST {UC}/login (api-contract.md §7.3, payloads designed in
 * the SDK's contract/login-check.ts): the login page asks whether signing in would end the
 * account's session elsewhere, and signs in with the user's consent. No session needed.
 */
export const loginCheckRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  app.post('/login/checkOverwrite', async (request) => {
    const input = checkOverwriteRequestSchema.parse(request.body);
    const context = { ip: request.ip, mailer, locale: localeOf(request) };
    return ok(await checkOverwrite(db, input, context));
  });

  app.post('/login', async (request) => {
    const { overwrite, ...input } = consentLoginRequestSchema.parse(request.body);
    const context = { ip: request.ip, live: liveOf(app), mailer, locale: localeOf(request) };
    return ok(await login(db, input, context, { consent: { overwrite: overwrite ?? false } }));
  });
};
