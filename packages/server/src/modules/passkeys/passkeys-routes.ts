import { PASSKEY_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mountCalls } from '../../http/mount-call';
import type { RouteOptions } from '../../http/route-options';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from './own-passkeys';
import { enrolPasskeyAtSignIn, passkeyEnrolmentOptions } from '../mfa/passkey-enrolment';
import { noticeChannelsOf, noticeFactorChange } from '../mfa/factor-notice';
import { requireRecentVerification } from '../mfa/recent-verification';
import { loginOptions, loginWithPasskey } from './passkey-login';
import { relyingPartyOf } from './relying-party';
import { loginContextOf } from '../sso/login-context';

/** Passkeys: the user's own under /self/mfa, signing in with one under /sso/login; UC base. */
export const passkeysRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, mailer }) => {
  const contextOf = (request: FastifyRequest) => loginContextOf(app, mailer, request);
  const noticesOf = (request: FastifyRequest) => noticeChannelsOf(app, mailer, request);
  mountCalls(app, db, PASSKEY_CALLS, {
    // Adding a passkey needs a recent proof of identity (recent-verification.ts), at both steps.
    registrationOptions: async (session, _input, request) => {
      await requireRecentVerification(db, session);
      return registrationOptions(db, session, relyingPartyOf(request));
    },
    register: async (session, input, request) => {
      await requireRecentVerification(db, session);
      const saved = await registerPasskey(db, session, relyingPartyOf(request), input);
      await noticeFactorChange(db, noticesOf(request), session, 'added', 'passkey');
      return saved;
    },
    list: (session) => listPasskeys(db, session),
    rename: (session, input) => renamePasskey(db, session, input),
    remove: async (session, input, request) => {
      await removePasskey(db, session, input);
      await noticeFactorChange(db, noticesOf(request), session, 'removed', 'passkey');
      return null;
    },
    loginOptions: (_nobody, input, request) => loginOptions(db, relyingPartyOf(request), input),
    login: (_nobody, input, request) =>
      loginWithPasskey(db, relyingPartyOf(request), input, contextOf(request)),
    enrolOptions: (_nobody, { mfaToken }, request) =>
      passkeyEnrolmentOptions(db, relyingPartyOf(request), mfaToken),
    enrol: (_nobody, input, request) =>
      enrolPasskeyAtSignIn(
        db,
        relyingPartyOf(request),
        input,
        noticesOf(request),
        contextOf(request),
      ),
  });
};
