import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalFanout } from '../stomp/fanout';
import type { Fanout, FanoutSubscriber } from '../stomp/fanout-events';
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

const alice = { userId: 'u-a', userCode: 'alice', familyId: 'f-a', expiresAt: Infinity };
const bob = { userId: 'u-b', userCode: 'bob', familyId: 'f-b', expiresAt: Infinity };

let bus: ReturnType<typeof manualFanout>;
let cache: UnreadCache;
beforeEach(() => {
  vi.useFakeTimers();
  bus = manualFanout();
  cache = createUnreadCache(bus.fanout, 1000);
  cache.set('ta', { ...alice, count: 3 }, cache.epoch());
  cache.set('tb', { ...bob, count: 5 }, cache.epoch());
});
afterEach(() => {
  cache.close();
  vi.useRealTimers();
});

describe('the unread cache (services/messages-unread-cache.ts)', () => {
  it('answers for at most its lifetime, and never past the account’s end', () => {
    expect(cache.get('ta')).toBe(3);
    vi.advanceTimersByTime(999);
    expect(cache.get('ta')).toBe(3);
    vi.advanceTimersByTime(2);
    expect(cache.get('ta')).toBeNull();
    cache.set('tc', { ...alice, expiresAt: Date.now() + 10, count: 1 }, cache.epoch());
    vi.advanceTimersByTime(11);
    expect(cache.get('tc')).toBeNull();
  });

  it('does not store a count read while something was evicted', () => {
    const epoch = cache.epoch();
    cache.evictUsers(['u-b']);
    cache.set('ta2', { ...alice, count: 3 }, epoch);
    expect(cache.get('ta2')).toBeNull();
  });

  it('evicts the users a local write touched', () => {
    cache.evictUsers(['u-a']);
    expect(cache.get('ta')).toBeNull();
    expect(cache.get('tb')).toBe(5);
  });

  it("evicts a user when the fan-out carries a push to the user's topic (any node)", () => {
    const message = { kind: 'message' as const, id: '1', body: '{}', headers: {} };
    bus.emit().event({ ...message, destination: '/topic/unit/H001' });
    expect(cache.get('ta')).toBe(3);
    bus.emit().event({ ...message, destination: '/topic/user/H001/alice' });
    expect(cache.get('ta')).toBeNull();
    expect(cache.get('tb')).toBe(5);
  });

  it('evicts the sessions an end-sessions event names', () => {
    bus.emit().event({ kind: 'end-sessions', selector: { familyId: 'f-b' }, reason: 'logout' });
    expect(cache.get('tb')).toBeNull();
    bus.emit().event({
      kind: 'end-sessions',
      selector: { userId: 'u-a', exceptFamilyId: 'f-a' },
      reason: 'repeat-login',
    });
    expect(cache.get('ta')).toBe(3);
  });

  it('forgets everything when fan-out events may have been lost', () => {
    bus.emit().gap!();
    expect(cache.size).toBe(0);
  });

  it('stores nothing with a lifetime of 0', () => {
    const off = createUnreadCache(bus.fanout, 0);
    off.set('t', { ...alice, count: 1 }, off.epoch());
    expect(off.get('t')).toBeNull();
    off.close();
  });
});
