import type { DatabaseHandle } from '../db/client';

/** What the pool gauges show (`/metrics`). */
export interface PoolStats {
  driver: DatabaseHandle['kind'];
  /** Connections the pool may open. */
  max: number;
  /** Connections open now. */
  total: number;
  /** Open connections not running a query; null where the driver does not say (PGlite). */
  idle: number | null;
  /** Queries waiting for a free connection; null where the driver does not say (PGlite). */
  waiting: number | null;
}

/**
 * Reads the pool of a database handle: node-postgres' counters on PostgreSQL; on PGlite, the one
 * embedded connection (it runs queries one at a time and shows no queue, so idle and waiting
 * are not reported rather than guessed).
 */
export function poolStatsOf(handle: DatabaseHandle): () => PoolStats {
  if (handle.kind === 'postgres') {
    const pool = handle.pool;
    return () => ({
      driver: 'postgres',
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
  }
  return () => ({ driver: 'pglite', max: 1, total: 1, idle: null, waiting: null });
}
