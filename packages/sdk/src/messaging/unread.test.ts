import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timers } from './timers';
import { createThrottle, createUnreadCounter, UNREAD_THROTTLE_MS } from './unread';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A load whose answers the test releases one by one, in any order. */
function deferredLoads() {
  const pending: Array<(n: number) => void> = [];
  const load = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
  return { load, answer: (index: number, value: number) => pending[index]!(value) };
}

describe('throttle: leading call, then at most one trailing call per window (api-contract.md §9)', () => {
  it('a burst costs two calls: one at once, one when the 10 s window ends', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, UNREAD_THROTTLE_MS);
    throttle.trigger();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(1000);
      throttle.trigger();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNREAD_THROTTLE_MS - 5000 - 1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('no trailing call without a trigger in the window; the next trigger leads again', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 10_000);
    throttle.trigger();
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    throttle.trigger();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a trailing call opens a new window: steady triggers give one call per 10 s', () => {
    const at: number[] = [];
    const throttle = createThrottle(() => at.push(Date.now()), 10_000);
    const start = Date.now();
    for (let t = 0; t < 60_000; t += 500) {
      throttle.trigger();
      vi.advanceTimersByTime(500);
    }
    expect(at.map((time) => time - start)).toEqual([
      0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000,
    ]);
  });

  it('flush runs now and satisfies a pending trailing call', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 10_000);
    throttle.trigger();
    throttle.trigger();
    throttle.flush();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('uses the injected timers', () => {
    const scheduled: number[] = [];
    const timers: Timers = {
      now: () => 0,
      setTimeout: (_, ms) => {
        scheduled.push(ms);
        return 0 as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: () => undefined,
      setInterval: () => 0 as unknown as ReturnType<typeof setInterval>,
      clearInterval: () => undefined,
    };
    createThrottle(() => undefined, 10_000, timers).trigger();
    expect(scheduled).toEqual([10_000]);
  });
});

describe('unread count signal (product.md §4 "unread count refresh throttled")', () => {
  it('loads on trigger and shows the badge, 99+ above 99', async () => {
    const counter = createUnreadCounter(async () => 120);
    counter.trigger();
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count.value).toBe(120);
    expect(counter.badge.value).toBe('99+');
  });

  it('pushes within the window cost one trailing call', async () => {
    const load = vi.fn(async () => 1);
    const counter = createUnreadCounter(load);
    counter.trigger();
    counter.trigger();
    counter.trigger();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refresh bypasses the window (after a reconnect or an own change)', async () => {
    const load = vi.fn(async () => 3);
    const counter = createUnreadCounter(load);
    counter.trigger();
    await counter.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    expect(counter.count.value).toBe(3);
  });

  it('an older answer arriving late never overwrites a newer one', async () => {
    const { load, answer } = deferredLoads();
    const counter = createUnreadCounter(load);
    counter.trigger(); // call 0
    void counter.refresh(); // call 1
    answer(1, 4);
    await vi.advanceTimersByTimeAsync(0);
    answer(0, 9);
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count.value).toBe(4);
  });

  it('a failed load keeps the last count', async () => {
    let fail = false;
    const counter = createUnreadCounter(async () => {
      if (fail) throw new Error('down');
      return 5;
    });
    await counter.refresh();
    fail = true;
    await counter.refresh();
    expect(counter.count.value).toBe(5);
  });

  it('reset (logout) zeroes the count, drops answers in flight and cancels the trailing call', async () => {
    const { load, answer } = deferredLoads();
    const counter = createUnreadCounter(load);
    counter.trigger();
    counter.trigger();
    counter.reset();
    answer(0, 8);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(counter.count.value).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
