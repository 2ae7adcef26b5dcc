import { liveDestinations } from '@portico/sdk/messaging';
import { matchesSelector, type Fanout, type SessionSelector } from '../stomp';

/**
 * A per-node cache of GET /unReadNum answers, by token: every open page of every app asks for
 * the badge, and a session lookup plus a count per request costs two queries. An answer is kept
 * for at most `ttlMs` (1 s by default) and dropped at once when the count may have changed:
 *
 * - a write of the message service on this node evicts the users it touched before it answers;
 * - every node evicts a user when the fan-out carries a push to one of the user's topics (every
 *   write that changes a count pushes to its users) and a session when it carries an end-sessions
 *   event (logout, repeat-login, password change);
 * - a lost fan-out connection clears everything.
 *
 * What sends no event (a unit switch, an administrator disabling an account, a row changed by
 * hand) is seen within `ttlMs`. A lookup racing an eviction is not stored (the epoch moved).
 */
export interface UnreadCache {
  get(token: string): number | null;
  /** Take before querying; `set` with it stores only if nothing was evicted meanwhile. */
  epoch(): number;
  set(token: string, entry: CachedSession & { count: number }, epoch: number): void;
  evictUsers(userIds: readonly string[]): void;
  readonly size: number;
  close(): void;
}

export interface CachedSession {
  userId: string;
  userCode: string;
  familyId: string;
  /** When the account's use period ends (ms); the entry never outlives it. */
  expiresAt: number;
}

interface Entry extends CachedSession {
  count: number;
  until: number;
}

export const DEFAULT_UNREAD_CACHE_MS = 1000;
/** A bound on memory: past it the cache starts over (tokens are per sign-in, not per request). */
const MAX_ENTRIES = 50_000;
const USER_PREFIX = liveDestinations.user('', '').replace(/\/+$/, '/');

export function createUnreadCache(fanout: Fanout, ttlMs = DEFAULT_UNREAD_CACHE_MS): UnreadCache {
  const entries = new Map<string, Entry>();
  let epoch = 0;

  function evictWhere(test: (entry: Entry) => boolean) {
    epoch += 1;
    for (const [token, entry] of entries) if (test(entry)) entries.delete(token);
  }

  const unsubscribe = fanout.subscribe({
    event(event) {
      if (event.kind === 'end-sessions') {
        const selector: SessionSelector = event.selector;
        evictWhere((e) => matchesSelector({ ...e, unitId: '', unitCode: '' }, selector));
      } else if (event.destination.startsWith(USER_PREFIX)) {
        // '/topic/user/{unitCode}/{userCode}': user codes are unique per unit only, so every
        // entry of that code goes (one evicted too many costs a query, never a wrong count).
        const userCode = event.destination.slice(event.destination.lastIndexOf('/') + 1);
        evictWhere((e) => e.userCode === userCode);
      }
    },
    gap() {
      epoch += 1;
      entries.clear();
    },
  });

  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return null;
      const now = Date.now();
      if (entry.until > now && entry.expiresAt > now) return entry.count;
      entries.delete(token);
      return null;
    },
    epoch: () => epoch,
    set(token, entry, since) {
      if (ttlMs <= 0 || since !== epoch) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(token, { ...entry, until: Date.now() + ttlMs });
    },
    evictUsers(userIds) {
      const ids = new Set(userIds);
      evictWhere((e) => ids.has(e.userId));
    },
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe();
      entries.clear();
    },
  };
}
