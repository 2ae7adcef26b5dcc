import { ServerCode } from '@portico/sdk';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { fail, ok } from './envelope';

/**
 * Probes for a load balancer or an orchestrator (README "Health and readiness"):
 * `GET /healthz` answers 200 while the process runs; `GET /readyz` answers 200 when the database
 * answers `select 1` within `readyTimeoutMs`, else 503, so traffic moves to another node while
 * this one cannot reach its database. Both answer the envelope and need no session.
 */
export function registerHealth(
  app: FastifyInstance,
  options: { db: Database; readyTimeoutMs: number },
): void {
  // Probes arriving together share one query: a slow database is not asked twice as often.
  let inFlight: Promise<string | null> | null = null;
  const probe = (): Promise<string | null> => {
    inFlight ??= pingDatabase(options.db, options.readyTimeoutMs).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  app.get('/healthz', async () => ok({ status: 'alive' }));
  app.get('/readyz', async (_request, reply) => {
    const problem = await probe();
    if (problem === null) return ok({ status: 'ready' });
    return reply.code(503).send(fail(ServerCode.UNAVAILABLE, `not ready: ${problem}`));
  });
}

/** null when the database answered in time, else what went wrong. */
async function pingDatabase(db: Database, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`the database did not answer within ${timeoutMs} ms`),
      timeoutMs,
    );
  });
  const ping = db.execute(sql`select 1`).then(
    () => null,
    // The driver's message (host, port) stays out of a public answer.
    () => 'the database is unreachable',
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
