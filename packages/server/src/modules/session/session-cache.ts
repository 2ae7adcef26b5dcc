import { LRUCache } from 'lru-cache';
import { matchesSelector, type SessionSelector } from '../../stomp/principal';
import type { ActiveSession } from './session';
import { isIdle, TOUCH_EVERY_MS, type FamilyActivity } from './session-idle';

/**
 * A node's memory of live sessions, token → session, so that the calls every page and child app
 * makes (`/sso/available`, the unread badge, any call behind `requireSession`) skip the session
 * query. What it holds is never the last word:
 *
 * - a session end evicts at once, on every node, before the ending call answers
 *   (session-sync.ts); so does any other write through the API by a signed-in caller (a user's
 *   name, an account's end date), which empties every node's cache;
 * - an entry is read from the database at most `ttlMs` ago (counted from the start of that read),
 *   so a row edited by hand is seen within `ttlMs`;
 * - an entry past its session's lifetime, the account's end or the idle window is not answered:
 *   the database decides (and ends an idle family);
 * - an entry read while an eviction happened is not stored (the epoch moved).
 */
export interface CachedSession {
  session: ActiveSession;
  /** When the session row expires (ms). */
  expiresAt: number;
  /** When the account's use period ends (ms); Infinity: never. */
  accountEndsAt: number;
  activity: FamilyActivity;
}

interface Entry extends CachedSession {
  readAt: number;
}

export interface SessionCache {
  /** A session fit to answer from memory, or null (look it up). */
  get(token: string, now?: number): CachedSession | null;
  /** Take before reading the database; `set` with it stores only if nothing was evicted since. */
  epoch(): number;
  /** `readAt`: when the database read began. */
  set(token: string, entry: CachedSession, epoch: number, readAt: number): void;
  /** This node recorded activity (session-idle.ts touchSession) for the entry. */
  touched(token: string, now: number): void;
  /** The sessions a selector names; a selector naming no user, family or unit: every one. */
  evict(selector: SessionSelector): void;
  evictUsers(userIds: readonly string[]): void;
  clear(): void;
  readonly size: number;
  /**
   * Whether a unit has an app open (apps.ts isAppOpen), which every SSO check asks beside the
   * session: kept like a session, and emptied by the same clearing (any administration write
   * empties every node's cache before it answers).
   */
  appOpen(unitId: string, appCode: string, now?: number): boolean | undefined;
  setAppOpen(unitId: string, appCode: string, open: boolean, epoch: number, readAt: number): void;
  /**
   * A session's administration scope for one family of calls (admin-access.ts adminScope),
   * keyed by session and family: kept like an open app, and emptied by every eviction (a role,
   * relation or unit-tree change is an administration write, which empties every node's cache).
   */
  scope(key: string, now?: number): CachedScope | undefined;
  setScope(key: string, scope: CachedScope, epoch: number, readAt: number): void;
}

/** What an administration scope holds apart from the session it was read for. */
export interface CachedScope {
  platform: boolean;
  unitIds: ReadonlySet<string>;
}

export const DEFAULT_SESSION_CACHE_MS = 30_000;

/** A selector naming no user, family or unit, which evicts everything (session-sync.ts). */
export const EVERY_SESSION: SessionSelector = {};

function selectsAll(selector: SessionSelector): boolean {
  return !selector.userId && !selector.familyId && !selector.unitId;
}
export const SESSION_CACHE_MAX = 50_000;

function familyOf(session: ActiveSession): string {
  return session.parentId ?? session.sessionId;
}

export function createSessionCache(
  ttlMs = DEFAULT_SESSION_CACHE_MS,
  max = SESSION_CACHE_MAX,
): SessionCache {
  const entries = new LRUCache<string, Entry>({ max });
  const openApps = new LRUCache<string, { open: boolean; readAt: number }>({ max });
  const scopes = new LRUCache<string, { scope: CachedScope; readAt: number }>({ max });
  let epoch = 0;

  function evictWhere(test: (entry: Entry) => boolean) {
    epoch += 1;
    // Scopes are few and cheap to read again: any session end drops them all.
    scopes.clear();
    for (const [token, entry] of entries.entries()) if (test(entry)) entries.delete(token);
  }

  return {
    get(token, now = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return null;
      const fresh =
        now - entry.readAt < ttlMs &&
        now < entry.expiresAt &&
        now < entry.accountEndsAt &&
        !isIdle(entry.activity, now);
      if (fresh) return entry;
      entries.delete(token);
      return null;
    },
    epoch: () => epoch,
    set(token, entry, since, readAt) {
      if (ttlMs <= 0 || since !== epoch) return;
      entries.set(token, { ...entry, readAt });
    },
    touched(token, now) {
      const entry = entries.get(token);
      if (entry)
        entry.activity = {
          ...entry.activity,
          ownLastSeenAt: new Date(now),
          lastActiveAt: new Date(now),
        };
    },
    evict(selector) {
      if (selectsAll(selector)) {
        epoch += 1;
        entries.clear();
        openApps.clear();
        scopes.clear();
        return;
      }
      evictWhere(({ session }) =>
        matchesSelector(
          {
            userId: session.user.id,
            userCode: session.user.userCode,
            unitId: session.unit.id,
            unitCode: session.unit.code,
            familyId: familyOf(session),
          },
          selector,
        ),
      );
    },
    evictUsers(userIds) {
      const ids = new Set(userIds);
      evictWhere(({ session }) => ids.has(session.user.id));
    },
    clear() {
      epoch += 1;
      entries.clear();
      openApps.clear();
      scopes.clear();
    },
    get size() {
      return entries.size;
    },
    appOpen(unitId, appCode, now = Date.now()) {
      const key = `${unitId} ${appCode}`;
      const entry = openApps.get(key);
      if (!entry) return undefined;
      if (now - entry.readAt < ttlMs) return entry.open;
      openApps.delete(key);
      return undefined;
    },
    setAppOpen(unitId, appCode, open, since, readAt) {
      if (ttlMs <= 0 || since !== epoch) return;
      openApps.set(`${unitId} ${appCode}`, { open, readAt });
    },
    scope(key, now = Date.now()) {
      const entry = scopes.get(key);
      if (!entry) return undefined;
      if (now - entry.readAt < ttlMs) return entry.scope;
      scopes.delete(key);
      return undefined;
    },
    setScope(key, scope, since, readAt) {
      if (ttlMs <= 0 || since !== epoch) return;
      scopes.set(key, { scope, readAt });
    },
  };
}

/** Whether a cached session should record activity now (session-idle.ts: once a minute). */
export function dueForTouch(entry: CachedSession, now: number): boolean {
  return now - entry.activity.ownLastSeenAt.getTime() >= TOUCH_EVERY_MS;
}
