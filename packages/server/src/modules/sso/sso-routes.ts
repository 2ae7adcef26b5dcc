import { recordLogout } from '../audit/sign-in-events';
import { SSO_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { anyIdpEnabled } from '../../oidc/upstream/idp-settings';
import { anyPasswordless } from '../passkeys/passwordless';
import { tokenFromHeader } from '../../http/require-session';
import { login, pmsLogin } from './auth';
import { buildLoginResult } from './login-result';
import { announceEnded } from '../session/session-end';
import { extendSession, revokeSession } from '../session/session';
import { changeLoginInfo } from './sso';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { loginContextOf } from './login-context';

/** Single sign-on and login (api-contract.md §7.3), mounted under the UC base. */
export const ssoRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { db, casLoginUrl, mailer },
) => {
  const contextOf = (request: FastifyRequest) => loginContextOf(app, mailer, request);

  mountCalls(app, db, SSO_CALLS, {
    // A ZodError in parsing becomes a 40001 envelope in the error handler.
    login: (_nobody, input, request) => login(db, input, contextOf(request)),
    pmsLogin: (_nobody, input, request) => pmsLogin(db, input, contextOf(request)),
    reLogin: async ({ user, unit, token, appCode, sessionId }) => {
      await extendSession(db, sessionId);
      return buildLoginResult(db, { user, unit, token, appCode });
    },
    changeLoginInfo: (session, input, request) =>
      changeLoginInfo(db, session, input, request.ip, request.headers['user-agent']),
    logout: async (_nobody, query, request) => {
      const token = logoutToken(query.token, request);
      if (token) {
        const familyId = await revokeSession(db, token).catch((error: unknown) => {
          request.log.warn({ err: error }, 'logout could not revoke the session');
          return null;
        });
        // The family's sockets in every tab and app end too (LivePush 'session', 'logout').
        if (familyId) await announceEnded(db, { familyId, reason: 'logout' });
        if (familyId) {
          await recordLogout(db, familyId, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }).catch((error: unknown) => request.log.warn({ err: error }, 'logout not audited'));
        }
      }
      return null;
    },
    loginByToken: ({ user, unit, token, appCode }) =>
      buildLoginResult(db, { user, unit, token, appCode }),
    casLoginOption: async () => ({
      cas: { enabled: casLoginUrl !== null, loginUrl: casLoginUrl },
      pmsLogin: true,
      resetPasswordByMail: true,
      upstream: { enabled: await anyIdpEnabled(db) },
      passkey: { enabled: await anyPasswordless(db) },
    }),
  });
};

/** `?token=` as the contract shows it, else the Authorization header. */
function logoutToken(token: string | undefined, request: FastifyRequest): string | null {
  if (token?.trim()) return tokenFromHeader(token);
  return tokenFromHeader(request.headers.authorization);
}
