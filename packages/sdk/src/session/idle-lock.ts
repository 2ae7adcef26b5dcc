import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { readJson, type KeyValueStorage } from '../core/storage';

/**
 * The lock screen's idle watcher (product.md §2.5 /safety/lockScreen, api-contract.md §3
 * `lockScreenMinutes`): after the unit's window without pointer, keyboard, wheel or touch input
 * in any tab of the origin, the page locks. Framework-free; the console draws the lock.
 *
 * The tabs share one record in storage: the last activity and whether the session is locked. A
 * tab reads it before it locks (so activity in another tab keeps it open) and follows its
 * `storage` events (so a lock reaches every tab at once). The record belongs to one token: a new
 * sign-in (the unlock, or a login in another tab) starts it afresh and unlocks.
 */

export const IDLE_STORAGE_KEY = 'portico.idle';

/** Input that counts as the user being there. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
] as const;

/** Activity is written for the other tabs at most this often: the window counts in minutes. */
export const SHARE_EVERY_MS = 1000;
/** The longest single wait, so a suspended or throttled timer is checked again soon. */
const MAX_WAIT_MS = 30_000;

interface IdleRecord {
  /** Epoch ms of the last activity in any tab. */
  at: number;
  locked: boolean;
  /** Fingerprint of the token the record belongs to (never the token itself). */
  owner: string;
}

type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface IdleLockOptions {
  /** The unit's window in minutes; null (or ≤ 0) never locks. */
  minutes: number | null | undefined;
  /** The session token; the lock follows it (a new token unlocks, none stops watching). */
  token: ReadonlySignal<string | null>;
  storage: KeyValueStorage;
  /** Where input and `storage` events arrive: the window. */
  target?: Listening;
  /** For `visibilitychange`: returning to a tab checks the window before counting as activity. */
  doc?: Listening & { readonly visibilityState: DocumentVisibilityState };
  now?: () => number;
}

export interface IdleLock {
  readonly locked: ReadonlySignal<boolean>;
  /** Locks at once (e.g. a "lock now" action). */
  lock(): void;
  /** Counts input seen where the window's listeners do not reach (a same-origin frame). */
  touch(): void;
  stop(): void;
}

/** FNV-1a: tells tokens apart in shared storage without writing the token there. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function watchIdle(options: IdleLockOptions): IdleLock {
  const { storage } = options;
  const now = options.now ?? (() => Date.now());
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  const windowMs = options.minutes && options.minutes > 0 ? options.minutes * 60_000 : null;
  const locked = signal(false);
  let owner: string | null = null;
  let last = now();
  let lastShared = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const read = (): IdleRecord | null => {
    const record = readJson<IdleRecord>(storage, IDLE_STORAGE_KEY);
    return record && record.owner === owner ? record : null;
  };
  const write = () => {
    if (owner === null) return;
    const record: IdleRecord = { at: last, locked: locked.peek(), owner };
    storage.setItem(IDLE_STORAGE_KEY, JSON.stringify(record));
    lastShared = now();
  };
  const schedule = () => {
    clearTimeout(timer);
    if (windowMs === null || owner === null || locked.peek()) return;
    timer = setTimeout(check, Math.min(Math.max(last + windowMs - now(), 0), MAX_WAIT_MS));
  };
  const lock = () => {
    if (owner === null || locked.peek()) return;
    clearTimeout(timer);
    locked.value = true;
    write();
  };
  function check() {
    if (windowMs === null || owner === null || locked.peek()) return;
    const shared = read();
    if (shared?.locked) return lock();
    if (shared) last = Math.max(last, shared.at);
    if (now() - last >= windowMs) return lock();
    schedule();
  }
  const onActivity = () => {
    if (owner === null || locked.peek()) return;
    last = now();
    if (last - lastShared >= SHARE_EVERY_MS) write();
  };
  const onVisibility = () => {
    if (doc?.visibilityState !== 'visible') return;
    // Back from another tab or a sleeping machine: an overdue window locks first.
    check();
    onActivity();
  };
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === IDLE_STORAGE_KEY) check();
  };

  // Follow the session token: a new one is a new sign-in, so the record starts afresh.
  const stopToken = effect(() => {
    const token = options.token.value;
    const next = token ? tokenFingerprint(token) : null;
    if (next === owner) return;
    const previous = owner;
    owner = next;
    clearTimeout(timer);
    if (owner === null) {
      locked.value = false;
      return;
    }
    const shared = read();
    if (previous === null && shared) {
      // A reload or a new tab of the same sign-in: carry on the shared window and lock state.
      last = shared.at;
      locked.value = windowMs !== null && shared.locked;
      check();
      return;
    }
    last = now();
    locked.value = false;
    write();
    schedule();
  });

  for (const type of ACTIVITY_EVENTS) {
    target?.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  target?.addEventListener('storage', onStorage);
  doc?.addEventListener('visibilitychange', onVisibility);

  return {
    locked,
    lock,
    touch: onActivity,
    stop() {
      stopToken();
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) {
        target?.removeEventListener(type, onActivity, { capture: true });
      }
      target?.removeEventListener('storage', onStorage);
      doc?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
