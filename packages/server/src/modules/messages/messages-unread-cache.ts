import { liveDestinations } from '@portico/sdk/messaging';
import type { Fanout } from '../../stomp';

/**
 * A per-node cache of unread counts, by user (and the app a session is scoped to, whose count
 * leaves other apps' messages out): every open page of every app asks for the badge, so many
 * tokens of one user share one count. The session itself is checked for every call (through the
 * session cache, session-cache.ts, which every session end empties on every node first). A count
 * is kept for at most `ttlMs` (1 s by default) and dropped at once when it may have changed:
 *
 * - a write of the message service on this node evicts the users it touched before it answers;
 * - every node evicts a user when the fan-out carries a push to one of the user's topics (every
 *   write that changes a count pushes to its users);
 * - a lost fan-out connection clears everything.
 *
 * A row changed by hand is seen within `ttlMs`. A count read while an eviction happened is not
 * stored (the epoch moved).
 */
export interface UnreadCache {
  get(userId: string, appCode: string | null): number | null;
  /** Take before querying; `set` with it stores only if nothing was evicted meanwhile. */
  epoch(): number;
  set(user: CountOwner, count: number, epoch: number): void;
  evictUsers(userIds: readonly string[]): void;
  readonly size: number;
  close(): void;
}

export interface CountOwner {
  userId: string;
  userCode: string;
  appCode: string | null;
}

interface UserCounts {
  userCode: string;
  /** By app code ('' for a session of no app). */
  counts: Map<string, { count: number; until: number }>;
}

export const DEFAULT_UNREAD_CACHE_MS = 1000;
/** A bound on memory: past it the cache starts over. */
const MAX_USERS = 50_000;
const USER_PREFIX = liveDestinations.user('', '').replace(/\/+$/, '/');

export function createUnreadCache(fanout: Fanout, ttlMs = DEFAULT_UNREAD_CACHE_MS): UnreadCache {
  const byUser = new Map<string, UserCounts>();
  // User codes are unique per unit only: a code names every user who has it.
  const byCode = new Map<string, Set<string>>();
  let epoch = 0;

  function evictUser(userId: string) {
    const entry = byUser.get(userId);
    if (!entry) return;
    byUser.delete(userId);
    const ids = byCode.get(entry.userCode);
    ids?.delete(userId);
    if (ids?.size === 0) byCode.delete(entry.userCode);
  }

  function clear() {
    epoch += 1;
    byUser.clear();
    byCode.clear();
  }

  const unsubscribe = fanout.subscribe({
    event(event) {
      if (event.kind !== 'message' || !event.destination.startsWith(USER_PREFIX)) return;
      // '/topic/user/{unitCode}/{userCode}': every user of that code goes (one evicted too many
      // costs a query, never a wrong count).
      const userCode = event.destination.slice(event.destination.lastIndexOf('/') + 1);
      epoch += 1;
      for (const userId of [...(byCode.get(userCode) ?? [])]) evictUser(userId);
    },
    gap: clear,
  });

  return {
    get(userId, appCode) {
      const entry = byUser.get(userId)?.counts.get(appCode ?? '');
      if (!entry) return null;
      if (entry.until > Date.now()) return entry.count;
      byUser.get(userId)?.counts.delete(appCode ?? '');
      return null;
    },
    epoch: () => epoch,
    set({ userId, userCode, appCode }, count, since) {
      if (ttlMs <= 0 || since !== epoch) return;
      if (byUser.size >= MAX_USERS && !byUser.has(userId)) clear();
      let entry = byUser.get(userId);
      if (!entry) {
        byUser.set(userId, (entry = { userCode, counts: new Map() }));
        let ids = byCode.get(userCode);
        if (!ids) byCode.set(userCode, (ids = new Set()));
        ids.add(userId);
      }
      entry.counts.set(appCode ?? '', { count, until: Date.now() + ttlMs });
    },
    evictUsers(userIds) {
      epoch += 1;
      for (const userId of userIds) evictUser(userId);
    },
    get size() {
      return byUser.size;
    },
    close() {
      unsubscribe();
      clear();
    },
  };
}
