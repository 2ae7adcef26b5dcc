import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/demo-data';
import { migrate } from './db/migrate';
import { rateLimitsFromEnv } from './http/rate-limits';
import { seedDemo } from './db/seed';
import { corsOriginsFromEnv } from './http/cors';
import { loggerOptionsFromEnv } from './http/request-log';
import { securityHeaderOptionsFromEnv } from './http/security-headers';
import { trustProxyFromEnv } from './http/trust-proxy';
import { metricsConfigFromEnv, metricsEnabled } from './metrics/config';
import { poolStatsOf } from './metrics/db-pool';
import { serveMetrics } from './metrics/endpoint';
import { defaultStaticRoots } from './modules/static/static-routes';
import { createFanout } from './stomp';

/**
 * `npm start` entry: open the database (PGlite, or PostgreSQL with DATABASE_URL), migrate, seed the
 * demo organisation when empty, serve API, console and examples on one port (DESIGN.md "Defaults").
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  // Settings that can be wrong stop the start before anything opens.
  const metricsConfig = metricsConfigFromEnv();
  const trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY);
  const handle = await openDatabase();
  await migrate(handle);
  const seeded = await seedDemo(handle.db);
  // Live push reaches clients on every node: LISTEN/NOTIFY on PostgreSQL, in process on PGlite.
  const fanout = await createFanout(handle);

  const app = buildApp({
    db: handle.db,
    staticRoots: defaultStaticRoots(),
    logger: loggerOptionsFromEnv(),
    trustProxy,
    // Without SMTP_URL, codes land in the mail_outbox table and are printed here.
    mail: {
      smtpUrl: process.env.SMTP_URL || undefined,
      from: process.env.MAIL_FROM,
      log: console.log,
    },
    casLoginUrl: process.env.CAS_LOGIN_URL || null,
    fanout,
    securityHeaders: securityHeaderOptionsFromEnv(),
    rateLimits: rateLimitsFromEnv(process.env),
    corsOrigins: corsOriginsFromEnv(),
    // The CAS server; its single-logout requests may reach private addresses only when allowed.
    cas: { allowPrivateNetwork: process.env.CAS_ALLOW_PRIVATE_NETWORK === 'true' },
    // The OpenID Connect provider: its public address (README "OpenID Connect").
    oidc: {
      issuer: process.env.OIDC_ISSUER || `http://localhost:${port}/oidc`,
      allowPrivateNetwork: process.env.OIDC_ALLOW_PRIVATE_NETWORK === 'true',
    },
    metrics: metricsEnabled(metricsConfig)
      ? { token: metricsConfig.token, pool: poolStatsOf(handle) }
      : undefined,
  });
  const metricsServer =
    app.metrics && metricsConfig.port !== null
      ? await serveMetrics(app.metrics, { port: metricsConfig.port, host: metricsConfig.host })
      : null;
  const shutdown = async () => {
    // Idle keep-alive and STOMP sockets close at once (shutdown.test.ts); a request still running
    // after 10 s does not keep the process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    metricsServer?.close();
    await app.close();
    await fanout.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port, host });
  const url = `http://localhost:${port}/`;
  console.log(
    `Portico is running at ${url} (database: ${handle.kind}${seeded ? ', demo seeded' : ''})`,
  );
  if (metricsServer) {
    console.log(`Metrics at http://${metricsConfig.host}:${metricsConfig.port}/metrics`);
  }
  console.log('Demo accounts (unit / user / password):');
  console.table(
    DEMO_ACCOUNTS.map((a) => ({
      unit: a.unitCode,
      user: a.userCode,
      password: a.password,
      role: a.description,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
