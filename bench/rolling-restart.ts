import {
  describeReport,
  rollingRestart,
  type RollingReport,
} from '../packages/server/src/faults/rolling-restart';

/**
 * `npm run test:rolling`: three nodes on one PostgreSQL behind nginx with TLS, ~100 API calls per
 * second and 200 live sockets through it, each node restarted in turn (SIGTERM, exit, start,
 * `/readyz`). Fails unless no call and no message was lost and every socket came back. Uses the
 * PostgreSQL of PORTICO_PG_URL or DATABASE_URL when set (a database of its own on it), else starts
 * a throwaway one. Bounded: it stops by itself, and gives up after RUN_LIMIT_MS.
 */
export { rollingRestart, type RollingReport };

const RUN_LIMIT_MS = 180_000;

if (import.meta.url === `file://${process.argv[1]}`) {
  const guard = setTimeout(() => {
    console.error(`rolling restart: still running after ${RUN_LIMIT_MS / 1000} s, giving up`);
    process.exit(2);
  }, RUN_LIMIT_MS);
  guard.unref();
  const report = await rollingRestart({
    adminDatabaseUrl: process.env.PORTICO_PG_URL || process.env.DATABASE_URL || undefined,
    log: (line) => console.log(line),
  });
  for (const line of describeReport(report)) console.log(line);
  process.exit(report.failures.length === 0 ? 0 : 1);
}
