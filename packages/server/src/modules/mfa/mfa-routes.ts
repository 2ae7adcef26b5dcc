import { MFA_ADMIN_CALLS, MFA_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { unitIdOr } from '../../http/admin-kit';
import { localeOf } from '../../http/locale';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { resetUserMfa, saveUnitMfaPolicy, unitMfaPolicy } from './admin-mfa';
import {
  confirmForcedEnrolment,
  loginWithCode,
  sendSmsForSignIn,
  startForcedEnrolment,
} from './complete';
import { noticeChannelsOf } from './factor-notice';
import { verifySelf } from './recent-verification';
import { confirmTotp, deleteTotp, selfMfaStatus, startTotp } from './self-mfa';
import { loginContextOf } from '../sso/login-context';

/** Second factors: the own factors, the sign-in's second step, the policy and the reset. */
export const mfaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  const contextOf = (request: FastifyRequest) => loginContextOf(app, mailer, request);
  const noticesOf = (request: FastifyRequest) => noticeChannelsOf(app, mailer, request);
  mountCalls(app, db, MFA_CALLS, {
    status: (session) => selfMfaStatus(db, session),
    verify: (session, input, request) => verifySelf(db, session, input, contextOf(request)),
    totpStart: (session) => startTotp(db, session),
    totpConfirm: (session, { code }, request) => confirmTotp(db, session, code, noticesOf(request)),
    totpRemove: (session, input, request) => deleteTotp(db, session, input, noticesOf(request)),
    login: (_nobody, input, request) => loginWithCode(db, input, contextOf(request)),
    smsSend: (_nobody, { mfaToken }, request) =>
      sendSmsForSignIn(db, mailer, mfaToken, localeOf(request)),
    enrolStart: (_nobody, { mfaToken }) => startForcedEnrolment(db, mfaToken),
    enrolConfirm: (_nobody, input, request) =>
      confirmForcedEnrolment(db, input, noticesOf(request), contextOf(request)),
  });
  mountCalls(app, db, MFA_ADMIN_CALLS, {
    policy: (scope, { unitId }) => unitMfaPolicy(db, scope, unitIdOr(scope, unitId)),
    savePolicy: (scope, input) => saveUnitMfaPolicy(db, scope, input),
    resetUser: (scope, { userId }, request) => resetUserMfa(db, scope, userId, noticesOf(request)),
  });
};
