import type { RevokeReason } from './session';

/**
 * Which sessions ended, as data: every session of a user (but one family, when given), one
 * family (a sign-in and the app sessions issued from it), or every session working in a unit.
 */
export type SessionEnd = { reason: RevokeReason } & (
  { userId: string; exceptFamilyId?: string } | { familyId: string } | { unitId: string }
);

type Listener = (end: SessionEnd) => Promise<void>;

/**
 * Listeners per database handle: each app built on a database (app.ts) closes the live sockets
 * of ended sessions through its broker, which fans the close out to every node. Keyed by the
 * handle so that several apps in one process (tests, benches) never hear each other's ends.
 */
const listeners = new WeakMap<object, Set<Listener>>();

export function onSessionsEnded(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/** Tells the listeners, after the revocation committed; a failing listener never throws here. */
export async function announceEnded(db: object, end: SessionEnd): Promise<void> {
  const set = listeners.get(db);
  if (!set) return;
  await Promise.allSettled([...set].map((listener) => listener(end)));
}
