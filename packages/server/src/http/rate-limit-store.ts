import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** About one hit in this many also sweeps rows whose window ended an hour ago. */
const SWEEP_EVERY = 200;

/**
 * A @fastify/rate-limit store on the database (both drivers), so that every node behind a load
 * balancer counts the same hits: an attacker gains nothing by spreading attempts over nodes.
 * One statement per hit: a fixed window per key, restarted by the first hit after it ends.
 * Times are the database's, so the nodes' clocks do not matter.
 */
export function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseStore;
}

async function hit(db: Database, key: string, windowMs: number) {
  const ended = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({
      key,
      hits: 1,
      resetAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<string>`greatest(0, ceil(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000))`,
    });
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now() - interval '1 hour'`));
  }
  return { current: row!.hits, ttl: Number(row!.ttl) };
}
