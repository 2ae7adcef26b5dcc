import { PASSKEY_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { localeOf } from '../../http/locale';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import { liveOf } from '../messages/messages-live';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from './own-passkeys';
import { enrolPasskeyAtSignIn, passkeyEnrolmentOptions } from '../mfa/passkey-enrolment';
import { loginOptions, loginWithPasskey } from './passkey-login';
import { relyingPartyOf } from './relying-party';

/** Passkeys: the user's own under /self/mfa, signing in with one under /sso/login; UC base. */
export const passkeysRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  const contextOf = (request: FastifyRequest) => ({
    ip: request.ip,
    live: liveOf(app),
    mailer,
    locale: localeOf(request),
  });
  mountCalls(app, db, PASSKEY_CALLS, {
    registrationOptions: (session, _input, request) =>
      registrationOptions(db, session, relyingPartyOf(request)),
    register: (session, input, request) =>
      registerPasskey(db, session, relyingPartyOf(request), input),
    list: (session) => listPasskeys(db, session),
    rename: (session, input) => renamePasskey(db, session, input),
    remove: async (session, input) => {
      await removePasskey(db, session, input);
      return null;
    },
    loginOptions: (_nobody, input, request) => loginOptions(db, relyingPartyOf(request), input),
    login: (_nobody, input, request) =>
      loginWithPasskey(db, relyingPartyOf(request), input, contextOf(request)),
    enrolOptions: (_nobody, { mfaToken }, request) =>
      passkeyEnrolmentOptions(db, relyingPartyOf(request), mfaToken),
    enrol: (_nobody, input, request) =>
      enrolPasskeyAtSignIn(db, relyingPartyOf(request), input, contextOf(request)),
  });
};
