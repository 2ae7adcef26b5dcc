import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { endSessions } from '../modules/session/session-end';
import { onSessionsEnded } from '../modules/session/session-events';
import { oidcClientRoutes } from './client-routes';
import { recordLogoutIn } from '../modules/audit/sign-in-events';
import { auditGrants } from './grant-audit';
import { consultHub } from './hub-guard';
import { endOidcSessions } from './hub-logout';
import { hubSessionOf, registerInteraction } from './interaction';
import { loadProviderKeys } from './keys';
import { allowClientForms, startOidcAnswer } from './page-policy';
import { createProvider } from './provider';
import { familyOf } from './session-family';
import { startSweeping } from './sweep';
import { UPSTREAM_CALLBACK_PATH, upstreamIdpRoutes, upstreamSignInRoutes } from './upstream/routes';

export interface OidcOptions {
  db: Database;
  /** The provider's public address, ending in `/oidc` (OIDC_ISSUER). */
  issuer: string;
  /** Believe X-Forwarded-Proto/-Host (TRUST_PROXY). */
  proxy?: boolean;
  /** Back-channel logout may call loopback and private addresses (OIDC_ALLOW_PRIVATE_NETWORK). */
  allowPrivateNetwork?: boolean;
}

/** The mount path of the provider; its issuer must end with it. */
export const OIDC_PATH = '/oidc';

/**
 * Portico as an OpenID Connect provider under /oidc (README "OpenID Connect"): oidc-provider's
 * Koa app answers every /oidc request on the raw Node request (`reply.hijack()`), so Fastify
 * neither parses nor answers those bodies; the interaction route is Portico's own.
 */
export async function registerOidc(app: FastifyInstance, options: OidcOptions): Promise<void> {
  const { db } = options;
  if (!new URL(options.issuer).pathname.endsWith(OIDC_PATH)) {
    throw new Error(`OIDC_ISSUER must end with ${OIDC_PATH}: ${options.issuer}`);
  }
  const keys = await loadProviderKeys(db);
  const provider = createProvider({
    db,
    issuer: options.issuer,
    keys,
    proxy: options.proxy ?? false,
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    onEndSession: async (ctx) => {
      // "Sign out" also ends this browser's hub sign-in (and with it its app sessions), unless
      // the OIDC session ended was another account's: then the hub's user did not ask it.
      const session = await hubSessionOf(db, ctx.req.headers.cookie);
      const signedOut = ctx.oidc.session?.accountId;
      if (!session || (signedOut && signedOut !== session.user.id)) return;
      const familyId = familyOf(session);
      const context = {
        ip: ctx.ip,
        userAgent: ctx.req.headers['user-agent'],
        how: 'oidc' as const,
      };
      // The record commits with the end: `change` gets the transaction that revokes the family.
      await endSessions(db, { familyId, reason: 'logout' }, (tx) =>
        recordLogoutIn(tx as Database, familyId, context),
      );
    },
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc server_error'));
  const warn = (what: string) => (error: unknown) => app.log.warn({ err: error }, what);
  // Before the hub guard: its binding of the session to the hub family is done when this records.
  auditGrants(provider, db, warn('oidc grant not audited'));
  consultHub(provider, db, warn('oidc back-channel logout failed'));
  allowClientForms(provider);
  const callback = provider.callback();

  await app.register(async (scope) => {
    // The provider reads bodies itself: leave the stream untouched whatever the content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    registerInteraction(scope, db, provider, warn('oidc back-channel logout failed'));
    const handle = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      startOidcAnswer(reply.raw);
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(OIDC_PATH.length) || '/';
      callback(raw, reply.raw);
    };
    scope.all(OIDC_PATH, handle);
    scope.all(`${OIDC_PATH}/*`, handle);
  });
  await app.register(oidcClientRoutes, { prefix: '/uc', db });
  // Sign-in through a unit's corporate provider comes back to this server beside the issuer.
  const redirectUri = `${options.issuer.slice(0, -OIDC_PATH.length)}/uc${UPSTREAM_CALLBACK_PATH}`;
  await app.register(upstreamSignInRoutes, { prefix: '/uc', db, redirectUri });
  await app.register(upstreamIdpRoutes, { prefix: '/uc', db, redirectUri });

  const stop = onSessionsEnded(db, (end) =>
    endOidcSessions(db, provider, end, warn('oidc back-channel logout failed')),
  );
  const stopSweeping = startSweeping(db, warn('oidc sweep failed'));
  app.addHook('onClose', async () => {
    stop();
    stopSweeping();
  });
}
