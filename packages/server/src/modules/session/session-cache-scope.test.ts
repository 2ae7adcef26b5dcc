import { describe, expect, it } from 'vitest';
import { createSessionCache, EVERY_SESSION } from './session-cache';

/**
 * The administration scopes a node keeps beside its sessions (README "Session cache"): they answer
 * for the cache's lifetime at most, are never stored from a read that an eviction overtook, and
 * any eviction (a session end, an administration write) drops them all.
 */
describe('administration scopes in the session cache (README "Session cache")', () => {
  const scope = { platform: false, unitIds: new Set(['unit-a']) };

  it('answers a stored scope until its lifetime from the read has passed', () => {
    const cache = createSessionCache(1000);
    cache.setScope('session-1 users', scope, cache.epoch(), 5000);
    expect(cache.scope('session-1 users', 5999)).toBe(scope);
    expect(cache.scope('session-1 roles', 5999)).toBeUndefined();
    expect(cache.scope('session-1 users', 6000)).toBeUndefined();
  });

  it('does not store a scope read while an eviction happened', () => {
    const cache = createSessionCache(1000);
    const epoch = cache.epoch();
    cache.evict({ userId: 'someone' });
    cache.setScope('session-1 users', scope, epoch, Date.now());
    expect(cache.scope('session-1 users')).toBeUndefined();
  });

  it('drops every scope on any eviction, and keeps none when the cache is off', () => {
    const cache = createSessionCache(60_000);
    cache.setScope('session-1 users', scope, cache.epoch(), Date.now());
    cache.evict({ familyId: 'another-family' });
    expect(cache.scope('session-1 users')).toBeUndefined();
    cache.setScope('session-1 users', scope, cache.epoch(), Date.now());
    cache.evict(EVERY_SESSION);
    expect(cache.scope('session-1 users')).toBeUndefined();
    const off = createSessionCache(0);
    off.setScope('session-1 users', scope, off.epoch(), Date.now());
    expect(off.scope('session-1 users')).toBeUndefined();
  });
});
