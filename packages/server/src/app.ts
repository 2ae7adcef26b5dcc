import { DEFAULT_API_BASES, registerAllMessages } from '@portico/sdk/internal';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { ambientDatabase } from './db/ambient-transaction';
import { boundedServerOptions, installBoundedCalls } from './http/bounded';
import { installCors, upgradeOriginAllowed } from './http/cors';
import { installErrorHandling, sendFrameworkError, sendNotFound } from './http/errors';
import { registerHealth } from './http/health';
import { installInputGuard } from './http/input-guard';
import {
  installRequestId,
  lazyRequestLogger,
  OneLinePerRequest,
  requestIdOf,
} from './http/request-log';
import { installSecurityHeaders, type SecurityHeaderOptions } from './http/security-headers';
import { readLimits, type Limits } from './limits';
import type { PoolStats } from './metrics/db-pool';
import { installRequestMetrics, registerMetricsRoute } from './metrics/endpoint';
import { createMetrics, type Metrics } from './metrics/metrics';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './http/rate-limits';
import { casRoutes, type CasOptions } from './cas/routes';
import { OIDC_PATH, registerOidc, type OidcOptions } from './oidc/mount';
import { registerDocs } from './openapi/docs';
import { reportRoutes } from './modules/reports/admin-reports-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { publicStyleRoutes } from './modules/styles/admin-styles-routes';
import { appConfigRoutes } from './modules/config/app-config-routes';
import { appAccessRoutes } from './modules/apps/app-access-routes';
import { appsRoutes } from './modules/apps/apps-routes';
import { customDataAuthRoutes } from './modules/custom-data/custom-data-auth-routes';
import { domainsRoutes } from './modules/config/domains-routes';
import { loginCheckRoutes } from './modules/sso/login-check-routes';
import { logosRoutes } from './modules/logos/logos-routes';
import { messagesRoutes, type MessagesRouteOptions } from './modules/messages/messages-routes';
import type { RouteOptions } from './http/route-options';
import { orgRoutes } from './modules/org/org-routes';
import { passkeysRoutes } from './modules/passkeys/passkeys-routes';
import { ssoRoutes } from './modules/sso/sso-routes';
import { mfaRoutes } from './modules/mfa/mfa-routes';
import { ssoRecoveryRoutes } from './modules/sso/sso-recovery-routes';
import { ssoTokenRoutes } from './modules/sso/sso-tokens-routes';
import { resourcesRoutes } from './modules/apps/resources-routes';
import { registerStatic, type StaticRoots } from './modules/static/static-routes';
import { setupRoutes } from './modules/setup/setup-routes';
import { thirdPlatformRoutes } from './modules/users/third-platform-routes';
import { translateRoutes } from './modules/translations/translate-routes';
import { userRelationRoutes } from './modules/users/user-relations-routes';
import { usersRoutes } from './modules/self/self-routes';
import { selfSessionRoutes } from './modules/session/session-families-routes';
import { createOriginPolicy } from './modules/apps/allowed-origins';
import { createMailer, type MailOptions } from './shared/mail';
import { endLiveSessions, liveOf } from './modules/messages/messages-live';
import { liveReasonOf, selectorOf } from './modules/session/session-end';
import { DEFAULT_SESSION_CACHE_MS } from './modules/session/session-cache';
import { onSessionsEnded } from './modules/session/session-events';
import { attachSessionNode, installSessionCacheClearing } from './modules/session/session-sync';
import { createLocalFanout, createSessionResolver, registerStomp, type Fanout } from './stomp';

export interface BuildAppOptions {
  db: Database;
  /** Folders to serve; none by default, so tests run the API alone. */
  staticRoots?: StaticRoots;
  logger?: FastifyServerOptions['logger'];
  /**
   * Which X-Forwarded-For/-Proto/-Host to believe behind a load balancer (client address in
   * login logs, rate limits and IP whitelists; https for HSTS): see http/trust-proxy.ts.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Mail transport: SMTP when `smtpUrl` is set, else the outbox table (and `log`). */
  mail?: MailOptions;
  /** An external CAS/SSO login page offered on the login page. */
  casLoginUrl?: string | null;
  /** Live push across nodes: `await createFanout(handle)` (LISTEN/NOTIFY); in-process if absent. */
  fanout?: Fanout;
  /** What operators add to the Content-Security-Policy (README "Security headers"). */
  securityHeaders?: SecurityHeaderOptions;
  /** Origins besides the registered apps' that may call with credentials (CORS_ORIGINS). */
  corsOrigins?: string[];
  /** Timeouts and caps (README "Bounded waits"); each defaults to its environment variable. */
  limits?: Partial<Limits>;
  /** Sign-in, recovery and code-sending limits (http/rate-limits.ts); false: none. */
  rateLimits?: RateLimits | false;
  /** How long a cached session may answer (ms; 0: no cache); default `SESSION_CACHE_MS`. */
  sessionCacheMs?: number;
  /**
   * Prometheus metrics (README "Production"): collected when given; `/metrics` on this port
   * needs `Bearer <token>` and answers 404 without a token. Absent: nothing collected, 404.
   */
  metrics?: { token?: string | null; pool?: () => PoolStats };
  /** The OpenID Connect provider under /oidc (README "OpenID Connect"); off when absent. */
  oidc?: Pick<OidcOptions, 'issuer' | 'allowPrivateNetwork'>;
  /** The CAS server under /cas (README "CAS"); off when absent. */
  cas?: CasOptions;
  /**
   * Scheduled messages: the clock they are due by (tests inject one) and how often a node looks
   * for due and expired ones (ms; default `MESSAGE_SCHEDULE_MS`, 5000).
   */
  messageSchedule?: MessagesRouteOptions['schedule'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, for a listener of their own (METRICS_PORT); null when off. */
    metrics: Metrics | null;
  }
}

/** `SESSION_CACHE_MS` (default 30000; 0 turns the session cache off). */
function sessionCacheMs(): number {
  const value = Number(process.env.SESSION_CACHE_MS ?? DEFAULT_SESSION_CACHE_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_SESSION_CACHE_MS;
}

// The server answers in every area's words (validation, errors, mail).
registerAllMessages();

/** Builds the server without listening: `main.ts` listens, tests call `app.inject`. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const limits = { ...readLimits(), ...options.limits };
  // Inside an audited call every query joins the call's transaction (modules/audit).
  const db = ambientDatabase(options.db);
  const app = Fastify({
    ...boundedServerOptions(limits),
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: sendFrameworkError,
    // One JSON line per request, with the caller's X-Request-Id when it is sane.
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
  });
  // The fan-out is needed early: the metrics and the readiness probe watch it.
  const fanout = options.fanout ?? createLocalFanout();
  const routeOptions: RouteOptions = {
    db,
    mailer: createMailer({ log: (line) => app.log.info(line), ...options.mail }),
    casLoginUrl: options.casLoginUrl ?? null,
  };

  app.decorateRequest('auth', null);
  installRequestId(app);
  // This node's session cache; every session end empties it on every node before answering.
  const releaseNode = attachSessionNode(db, fanout, {
    ttlMs: options.sessionCacheMs ?? sessionCacheMs(),
    onError: (error) => app.log.error({ err: error }, 'session cache sync failed'),
  });
  app.addHook('onClose', async () => releaseNode());
  installSessionCacheClearing(app, db);
  installErrorHandling(app);
  const metrics = options.metrics
    ? createMetrics({
        pool: options.metrics.pool,
        stomp: () => (app.hasDecorator('stomp') ? app.stomp : null),
        fanout,
      })
    : null;
  app.decorate('metrics', metrics);
  if (metrics) {
    installRequestMetrics(app, metrics);
    app.addHook('onClose', async () => metrics.close());
  }
  // Bounds on slow calls and sockets, and the operators' endpoints (/healthz, /readyz, /metrics).
  installBoundedCalls(app, limits);
  registerHealth(app, { db, readyTimeoutMs: limits.readyTimeoutMs, fanout });
  registerMetricsRoute(app, metrics, options.metrics?.token ?? null);
  installInputGuard(app);
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  if (rateLimits) registerRateLimits(app, db, rateLimits);
  // Before the routes: the OpenAPI document (/uc/docs) lists the routes registered after it.
  registerDocs(app);
  // POST calls without parameters (reLogin, onChangePasswordCanceled…) may send an empty JSON body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });
  // CSP, frame-ancestors, nosniff, no-store, HSTS, COOP, Referrer-Policy (DESIGN.md).
  installSecurityHeaders(app, options.securityHeaders);
  // Pages on registered app origins and CORS_ORIGINS may call the API and open the socket.
  const originPolicy = createOriginPolicy(db, options.corsOrigins ?? []);
  // The OpenID Connect endpoints answer CORS per client themselves (oidc/provider.ts).
  installCors(app, originPolicy, [OIDC_PATH]);

  const uc = DEFAULT_API_BASES.UC;
  const ucFamilies = [
    ssoRoutes,
    ssoTokenRoutes,
    ssoRecoveryRoutes,
    mfaRoutes,
    passkeysRoutes,
    loginCheckRoutes,
    usersRoutes,
    selfSessionRoutes,
    userRelationRoutes,
    logosRoutes,
    appsRoutes,
    appAccessRoutes,
    resourcesRoutes,
    orgRoutes,
    domainsRoutes,
    thirdPlatformRoutes,
    customDataAuthRoutes,
    reportRoutes,
    adminRoutes,
    publicStyleRoutes,
  ];
  for (const routes of ucFamilies) {
    app.register(routes, { prefix: uc, ...routeOptions });
  }
  app.register(translateRoutes, { prefix: DEFAULT_API_BASES.TRANSLATE, ...routeOptions });
  app.register(appConfigRoutes, { prefix: '/app-config', ...routeOptions });
  // The message calls keep a per-node unread cache that the fan-out's events invalidate.
  app.register(messagesRoutes, {
    prefix: DEFAULT_API_BASES.INTERNAL_MESSAGE,
    ...routeOptions,
    fanout,
    schedule: options.messageSchedule,
  });

  // STOMP over WebSocket at the WEB_SOCKET base; `app.stomp` publishes (api-contract.md §7.9).
  registerStomp(app, {
    resolveToken: createSessionResolver(db),
    fanout,
    connectTimeoutMs: limits.stompConnectTimeoutMs,
    idleTimeoutMs: limits.stompIdleTimeoutMs,
    allowUpgrade: (request) => upgradeOriginAllowed(request, originPolicy),
  });
  // Every session end (session-end.ts) closes the sessions' live sockets on every node.
  const stopClosing = onSessionsEnded(db, (end) =>
    endLiveSessions(liveOf(app), selectorOf(end), liveReasonOf(end.reason)),
  );
  app.addHook('onClose', async () => stopClosing());

  // The bootstrap administrator's one-time password page (seed-bootstrap.ts).
  app.register(setupRoutes, { db });
  if (options.cas) app.register(casRoutes, { ...options.cas, db });
  if (options.oidc) {
    app.register(registerOidc, { ...options.oidc, db, proxy: !!options.trustProxy });
  }

  const spaFallback = registerStatic(app, options.staticRoots ?? {});
  app.setNotFoundHandler(
    (request, reply) => spaFallback?.(request, reply) ?? sendNotFound(request, reply),
  );
  return app;
}
