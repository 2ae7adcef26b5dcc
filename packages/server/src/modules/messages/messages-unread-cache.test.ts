import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalFanout } from '../../stomp/fanout';
import type { Fanout, FanoutSubscriber } from '../../stomp/fanout-events';
import { createUnreadCache, type UnreadCache } from './messages-unread-cache';

/** A fan-out whose events the test hands over itself. */
function manualFanout() {
  let subscriber: FanoutSubscriber | undefined;
  const fanout: Fanout = {
    ...createLocalFanout(),
    subscribe(s) {
      subscriber = s;
      return () => (subscriber = undefined);
    },
  };
  return { fanout, emit: () => subscriber! };
}

const alice = { userId: 'u-a', userCode: 'alice', appCode: null };
const bob = { userId: 'u-b', userCode: 'bob', appCode: null };

let bus: ReturnType<typeof manualFanout>;
let cache: UnreadCache;
beforeEach(() => {
  vi.useFakeTimers();
  bus = manualFanout();
  cache = createUnreadCache(bus.fanout, 1000);
  cache.set(alice, 3, cache.epoch());
  cache.set(bob, 5, cache.epoch());
});
afterEach(() => {
  cache.close();
  vi.useRealTimers();
});

describe('the unread cache (modules/messages/messages-unread-cache.ts)', () => {
  it('answers for at most its lifetime', () => {
    expect(cache.get('u-a', null)).toBe(3);
    vi.advanceTimersByTime(999);
    expect(cache.get('u-a', null)).toBe(3);
    vi.advanceTimersByTime(2);
    expect(cache.get('u-a', null)).toBeNull();
  });

  it("keeps one count per user, and apart the count of an app session's scope", () => {
    cache.set({ ...alice, appCode: 'GC' }, 1, cache.epoch());
    expect(cache.get('u-a', null)).toBe(3);
    expect(cache.get('u-a', 'GC')).toBe(1);
    expect(cache.get('u-a', 'OTHER')).toBeNull();
    cache.evictUsers(['u-a']);
    expect(cache.get('u-a', 'GC')).toBeNull();
  });

  it('does not store a count read while something was evicted', () => {
    const epoch = cache.epoch();
    cache.evictUsers(['u-b']);
    cache.set({ ...alice, userId: 'u-a2' }, 3, epoch);
    expect(cache.get('u-a2', null)).toBeNull();
  });

  it('evicts the users a local write touched', () => {
    cache.evictUsers(['u-a']);
    expect(cache.get('u-a', null)).toBeNull();
    expect(cache.get('u-b', null)).toBe(5);
  });

  it("evicts a user when the fan-out carries a push to the user's topic (any node)", () => {
    const message = { kind: 'message' as const, id: '1', body: '{}', headers: {} };
    bus.emit().event({ ...message, destination: '/topic/unit/H001' });
    expect(cache.get('u-a', null)).toBe(3);
    bus.emit().event({ ...message, destination: '/topic/user/H001/alice' });
    expect(cache.get('u-a', null)).toBeNull();
    expect(cache.get('u-b', null)).toBe(5);
  });

  it('every user of a code goes: codes are unique per unit only', () => {
    cache.set({ userId: 'u-a-other-unit', userCode: 'alice', appCode: null }, 7, cache.epoch());
    const message = { kind: 'message' as const, id: '1', body: '{}', headers: {} };
    bus.emit().event({ ...message, destination: '/topic/user/H002/alice' });
    expect(cache.get('u-a', null)).toBeNull();
    expect(cache.get('u-a-other-unit', null)).toBeNull();
  });

  it('forgets everything when fan-out events may have been lost', () => {
    bus.emit().gap!();
    expect(cache.size).toBe(0);
  });

  it('stores nothing with a lifetime of 0', () => {
    const off = createUnreadCache(bus.fanout, 0);
    off.set(alice, 1, off.epoch());
    expect(off.get('u-a', null)).toBeNull();
    off.close();
  });
});
