import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { casLoginRequests } from '../db/schema';

/** How long a CAS sign-in may wait on the hub's sign-in page. */
const LOGIN_REQUEST_TTL_MS = 30 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LoginRequest = typeof casLoginRequests.$inferSelect;

/** Keeps a CAS sign-in for the hub's sign-in page to come back to; expired ones go meanwhile. */
export async function saveLoginRequest(
  db: Database,
  request: { service: string; renew: boolean; staleSessionId: string | null },
): Promise<string> {
  const now = new Date();
  await db.delete(casLoginRequests).where(lt(casLoginRequests.expiresAt, now));
  const [row] = await db
    .insert(casLoginRequests)
    .values({ ...request, expiresAt: new Date(now.getTime() + LOGIN_REQUEST_TTL_MS) })
    .returning({ id: casLoginRequests.id });
  return row!.id;
}

/** A live CAS sign-in by its id (anything else, malformed ids included: null). */
export async function findLoginRequest(db: Database, id: string): Promise<LoginRequest | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(casLoginRequests)
    .where(and(eq(casLoginRequests.id, id), gt(casLoginRequests.expiresAt, new Date())));
  return row ?? null;
}

/** A request is answered once: its ticket is out. */
export async function dropLoginRequest(db: Database, id: string): Promise<void> {
  await db.delete(casLoginRequests).where(eq(casLoginRequests.id, id));
}
