import { buildApp } from './app';
import { readEnvironment } from './config/env';
import { openDatabase } from './db/client';
import { prepareSecretKeys } from './secrets/prepare-keys';
import { requireSecretsKey } from './secrets/secret-keys';
import { migrate } from './db/migrate';
import { rateLimitsFromEnv } from './http/rate-limits';
import { seedForStart, startSeedPlan } from './db/start-seed';
import { SETUP_PATH } from './modules/setup/setup-routes';
import { corsOriginsFromEnv } from './http/cors';
import { beginStopping } from './http/health';
import { loggerOptionsFromEnv } from './http/request-log';
import { stopListening } from './http/stop-listening';
import { securityHeaderOptionsFromEnv } from './http/security-headers';
import { trustProxyFromEnv } from './http/trust-proxy';
import { metricsConfigFromEnv, metricsEnabled } from './metrics/config';
import { poolStatsOf } from './metrics/db-pool';
import { serveMetrics } from './metrics/endpoint';
import { defaultStaticRoots } from './modules/static/static-routes';
import { createFanout } from './stomp';
import {
  DEFAULT_AUDIT_RETENTION_DAYS,
  scheduleAuditPruning,
} from './modules/audit/audit-retention';

/**
 * What the server's entry (main.ts) runs: open the database (PGlite, or PostgreSQL with DATABASE_URL), migrate, seed
 * what the environment asks (start-seed.ts: the demo organisation with PORTICO_DEMO=1, which the
 * root `npm start` sets; otherwise the bootstrap administrator of an empty database), serve API,
 * console and examples on one port (DESIGN.md "Defaults").
 */
export async function startServer(): Promise<void> {
  // Settings that can be wrong stop the start before anything opens (config/env.ts).
  const env = readEnvironment();
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  const metricsConfig = metricsConfigFromEnv(env);
  const trustProxy = trustProxyFromEnv(env.TRUST_PROXY);
  const seedPlan = startSeedPlan(env);
  requireSecretsKey({ env, database: env.DATABASE_URL ? 'postgres' : 'pglite' });
  const handle = await openDatabase();
  await migrate(handle);
  const sealedLines = await prepareSecretKeys(handle, env).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  const url = `http://localhost:${port}/`;
  const seedLines = await seedForStart(handle.db, seedPlan, (token) =>
    new URL(`${SETUP_PATH}?token=${token}`, url).toString(),
  ).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  // Live push reaches clients on every node: LISTEN/NOTIFY on PostgreSQL, in process on PGlite.
  const fanout = await createFanout(handle);

  const app = buildApp({
    db: handle.db,
    staticRoots: defaultStaticRoots(),
    logger: loggerOptionsFromEnv(env),
    trustProxy,
    // Without SMTP_URL, codes land in the mail_outbox table and are printed here.
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      log: console.log,
    },
    casLoginUrl: env.CAS_LOGIN_URL ?? null,
    fanout,
    securityHeaders: securityHeaderOptionsFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    corsOrigins: corsOriginsFromEnv(env),
    // The CAS server; its single-logout requests may reach private addresses only when allowed.
    cas: { allowPrivateNetwork: env.CAS_ALLOW_PRIVATE_NETWORK === 'true' },
    // The OpenID Connect provider: its public address (README "OpenID Connect").
    oidc: {
      issuer: env.OIDC_ISSUER ?? `http://localhost:${port}/oidc`,
      allowPrivateNetwork: env.OIDC_ALLOW_PRIVATE_NETWORK === 'true',
    },
    metrics: metricsEnabled(metricsConfig)
      ? { token: metricsConfig.token, pool: poolStatsOf(handle) }
      : undefined,
  });
  const stopPruning = scheduleAuditPruning(
    handle.db,
    Number(env.AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS),
    (error) => app.log.error({ err: error }, 'audit retention failed'),
  );
  const metricsServer =
    app.metrics && metricsConfig.port !== null
      ? await serveMetrics(app.metrics, { port: metricsConfig.port, host: metricsConfig.host })
      : null;
  let stopping = false;
  const shutdown = async () => {
    // A terminal's Ctrl-C reaches this process and `npm start` alike, and `npm start` forwards
    // it: the second signal must not end the process before the answers in flight are sent.
    if (stopping) return;
    stopping = true;
    // A request still running after 10 s does not keep the process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    beginStopping(app);
    // Requests already sent are answered (stop-listening.ts); then idle keep-alive and STOMP
    // sockets close at once (shutdown.test.ts) and the running requests are awaited.
    await stopListening(app.server);
    stopPruning();
    metricsServer?.close();
    await app.close();
    await fanout.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  await app.listen({ port, host });
  console.log(`Portico is running at ${url} (database: ${handle.kind})`);
  for (const line of seedLines) console.log(line);
  for (const line of sealedLines) console.log(line);
  if (metricsServer) {
    console.log(`Metrics at http://${metricsConfig.host}:${metricsConfig.port}/metrics`);
  }
}
