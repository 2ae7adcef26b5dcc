import { ServerCode } from '@portico/sdk/internal';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { MIGRATIONS_FOLDER } from '../paths';
import type { Fanout } from '../stomp';
import { fail, ok } from './envelope';

/**
 * How long the fan-out's LISTEN connection may be down before the node is unready: it reconnects
 * with a backoff of at most 10 s, so a short outage (the database check covers it) clears on
 * its own; a node that still cannot hear the others after this should take no more traffic.
 */
export const LISTEN_GRACE_MS = 30_000;

export interface HealthOptions {
  db: Database;
  readyTimeoutMs: number;
  /** Whose listener `/readyz` checks; none: not checked. */
  fanout?: Fanout;
  /** The drizzle-kit migrations the schema must have; the server's own by default. */
  migrationsFolder?: string;
}

/** Apps whose process has begun a graceful stop (start-server.ts's signal handler). */
const stopping = new WeakSet<FastifyInstance>();

/**
 * From now on `/readyz` answers 503: the load balancer takes the node out of rotation during
 * the grace in which it still accepts and answers (stop-listening.ts), instead of learning
 * it from refused connections.
 */
export function beginStopping(app: FastifyInstance): void {
  stopping.add(app);
}

/**
 * Probes for a load balancer or an orchestrator (README "Health and readiness"):
 * `GET /healthz` answers 200 while the process runs; `GET /readyz` answers 200 when the database
 * answers within `readyTimeoutMs` with every migration of this build applied and, on
 * PostgreSQL, the node hears the live-push fan-out (within LISTEN_GRACE_MS of losing it) and it
 * is not stopping, else 503 and the reason, so traffic moves to another node. Both answer the envelope, no session.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  const expected = lastMigrationOf(options.migrationsFolder ?? MIGRATIONS_FOLDER);
  // Probes arriving together share one query: a slow database is not asked twice as often.
  let inFlight: Promise<string | null> | null = null;
  const probe = (): Promise<string | null> => {
    inFlight ??= checkDatabase(options.db, expected, options.readyTimeoutMs).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  // The answer never changes: written once, sent as it is (probes come several times a second).
  const alive = JSON.stringify(ok({ status: 'alive' }));
  app.get('/healthz', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(alive);
  });
  app.get('/readyz', async (_request, reply) => {
    const problem = stopping.has(app)
      ? 'the node is stopping'
      : ((await probe()) ?? listenerProblem(options.fanout));
    if (problem === null) return ok({ status: 'ready' });
    return reply.code(503).send(fail(ServerCode.UNAVAILABLE, `not ready: ${problem}`));
  });
}

/** The `when` of the build's newest migration, which drizzle records as `created_at`. */
function lastMigrationOf(folder: string): number {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  return Math.max(0, ...migrations.map((m) => m.folderMillis));
}

function listenerProblem(fanout: Fanout | undefined): string | null {
  const since = fanout?.deafSince;
  if (since == null || Date.now() - since < LISTEN_GRACE_MS) return null;
  return `live push has not been listening for ${Math.round((Date.now() - since) / 1000)} s`;
}

/** null when the database answered in time with the schema migrated, else what went wrong. */
async function checkDatabase(
  db: Database,
  expected: number,
  timeoutMs: number,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`the database did not answer within ${timeoutMs} ms`),
      timeoutMs,
    );
  });
  // drizzle's migrators record each applied migration here, one row per migration.
  const check = db
    .execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
    .then(
      (result) => {
        // Both drivers answer `{ rows }`; created_at is a bigint (a string on node-postgres).
        const { rows } = result as { rows: Array<{ last: string | number | null }> };
        const last = Number(rows[0]?.last ?? 0);
        return last >= expected ? null : 'the database schema lacks migrations of this version';
      },
      (error: unknown) =>
        // The driver's message (host, port) stays out of a public answer.
        isMissingTable(error)
          ? 'the database schema is not migrated'
          : 'the database is unreachable',
    );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** undefined_table or invalid_schema_name: the migrations table was never created. */
function isMissingTable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return true;
  }
  return false;
}
