import { and, eq, lt, notExists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oidcPayloads, oidcSessionFamilies } from '../db/schema';

/** How often a node deletes the provider's expired rows (they are never answered meanwhile). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired codes, tokens, sessions and interactions, then the hub bindings of sessions
 * that are gone (expired, or ended by a client's logout); answers how many rows of the provider
 * went.
 */
export async function sweepExpired(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, now))
    .returning({ id: oidcPayloads.id });
  await db.delete(oidcSessionFamilies).where(
    notExists(
      db
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, 'Session'),
            eq(oidcPayloads.uid, oidcSessionFamilies.sessionUid),
          ),
        ),
    ),
  );
  return gone.length;
}

/** Sweeps every interval until the returned stop is called; a failed sweep waits for the next. */
export function startSweeping(db: Database, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweepExpired(db).catch(onError), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
