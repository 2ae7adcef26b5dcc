import { afterCommit, baseOf } from '../../db/ambient-transaction';
import type { SessionSelector } from '../../stomp/principal';
import type { RevokeReason } from './session';
import { sessionNodeOf } from './session-sync';

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
  let set = listeners.get(baseOf(db));
  if (!set) listeners.set(baseOf(db), (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/** The sessions an end covers, as a selector that travels to every node. */
export function selectorOfEnd(end: SessionEnd): SessionSelector {
  if ('familyId' in end) return { familyId: end.familyId };
  if ('unitId' in end) return { unitId: end.unitId };
  return { userId: end.userId, exceptFamilyId: end.exceptFamilyId };
}

/**
 * Evicts ended sessions from every node's session cache (session-sync.ts) and resolves once no
 * node can answer for them from memory. Call after the revocation committed.
 */
export async function evictEverywhere(db: object, selector: SessionSelector): Promise<void> {
  await sessionNodeOf(db)?.revoke(selector);
}

/**
 * Tells every node's session cache, then the listeners, after the revocation committed; a
 * failing listener never throws here. The ending call answers only after this resolves.
 */
export async function announceEnded(db: object, end: SessionEnd): Promise<void> {
  // Inside an audited call the revocation commits with the call: tell the nodes after that.
  await afterCommit(async () => {
    await evictEverywhere(db, selectorOfEnd(end));
    const set = listeners.get(baseOf(db));
    if (!set) return;
    await Promise.allSettled([...set].map((listener) => listener(end)));
  });
}
