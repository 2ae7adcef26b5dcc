import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../core/storage';
import { IDLE_STORAGE_KEY, tokenFingerprint, watchIdle, type IdleLock } from './idle-lock';

const MINUTE = 60_000;

/** One tab: its own window events and document, sharing the origin's storage. */
function tab(
  storage: KeyValueStorage,
  minutes: number | null,
  token = signal<string | null>('t1'),
) {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const lock = watchIdle({ minutes, token, storage, target, doc });
  return {
    lock,
    target,
    doc,
    token,
    input: (type = 'pointermove') => target.dispatchEvent(new Event(type)),
  };
}

describe('idle lock (product.md §2.5 /safety/lockScreen, api-contract.md §3 lockScreenMinutes)', () => {
  let locks: IdleLock[] = [];
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
  afterEach(() => {
    for (const lock of locks) lock.stop();
    locks = [];
    vi.useRealTimers();
  });
  const open = (...args: Parameters<typeof tab>) => {
    const made = tab(...args);
    locks.push(made.lock);
    return made;
  };

  it('locks after N idle minutes, not before', () => {
    const { lock } = open(createMemoryStorage(), 2);
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(lock.locked.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lock.locked.value).toBe(true);
  });

  it('pointer, keyboard, wheel and touch input reset the window; input while locked does not unlock', () => {
    const { lock, input } = open(createMemoryStorage(), 1);
    for (const type of ['pointermove', 'keydown', 'wheel', 'touchstart']) {
      vi.advanceTimersByTime(50_000);
      input(type);
    }
    vi.advanceTimersByTime(59_000);
    expect(lock.locked.value).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(lock.locked.value).toBe(true);
    input('keydown');
    vi.advanceTimersByTime(MINUTE);
    expect(lock.locked.value).toBe(true);
  });

  it('activity in another tab of the origin keeps this tab open, and a lock reaches every tab', () => {
    const storage = createMemoryStorage();
    const first = open(storage, 1);
    const second = open(storage, 1);
    vi.advanceTimersByTime(45_000);
    second.input('keydown');
    vi.advanceTimersByTime(45_000);
    // 90 s since the first tab saw input, 45 s since the other did.
    expect(first.lock.locked.value).toBe(false);
    vi.advanceTimersByTime(15_000);
    expect(first.lock.locked.value).toBe(true);
    expect(second.lock.locked.value).toBe(true);
  });

  it("follows another tab's lock at once through the storage event", () => {
    const storage = createMemoryStorage();
    const first = open(storage, 5);
    const second = open(storage, 5);
    first.lock.lock();
    expect(second.lock.locked.value).toBe(false);
    second.target.dispatchEvent(Object.assign(new Event('storage'), { key: IDLE_STORAGE_KEY }));
    expect(second.lock.locked.value).toBe(true);
  });

  it('a new token (the unlock sign-in, here or in another tab) unlocks and restarts the window', () => {
    const { lock, token } = open(createMemoryStorage(), 1);
    vi.advanceTimersByTime(MINUTE);
    expect(lock.locked.value).toBe(true);
    token.value = 't2';
    expect(lock.locked.value).toBe(false);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(lock.locked.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lock.locked.value).toBe(true);
  });

  it('a reload of a locked page stays locked; a page reopened after the window locks at once', () => {
    const storage = createMemoryStorage();
    const first = open(storage, 1);
    vi.advanceTimersByTime(MINUTE);
    first.lock.stop();
    expect(open(storage, 1).lock.locked.value).toBe(true);

    const other = createMemoryStorage();
    const owner = tokenFingerprint('t1');
    other.setItem(
      IDLE_STORAGE_KEY,
      JSON.stringify({ at: Date.now() - 2 * MINUTE, locked: false, owner }),
    );
    expect(open(other, 1).lock.locked.value).toBe(true);
  });

  it("another sign-in's record does not lock a fresh session, nor is the token written", () => {
    const storage = createMemoryStorage();
    storage.setItem(IDLE_STORAGE_KEY, JSON.stringify({ at: 0, locked: true, owner: 'old' }));
    const { lock } = open(storage, 1);
    expect(lock.locked.value).toBe(false);
    expect(storage.getItem(IDLE_STORAGE_KEY)).not.toContain('t1');
  });

  it('returning to the tab after the window locks before the visit counts as activity', () => {
    const { lock, doc } = open(createMemoryStorage(), 1);
    // A sleeping machine: the clock moved on but no timer ran.
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(lock.locked.value).toBe(true);
  });

  it('null (no window, or an exception of ALL) never locks', () => {
    const { lock } = open(createMemoryStorage(), null);
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(lock.locked.value).toBe(false);
  });

  it('signing out stops watching', () => {
    const { lock, token } = open(createMemoryStorage(), 1);
    token.value = null;
    vi.advanceTimersByTime(5 * MINUTE);
    expect(lock.locked.value).toBe(false);
  });
});
