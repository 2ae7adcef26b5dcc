/** An opaque timer handle: a number in a browser, an object in Node. */
export type TimerHandle = ReturnType<typeof setTimeout>;

/**
 * The clock and timers of messaging, injectable so that tests drive throttles, schedules and
 * rotations without waiting (api-contract.md §9 gives every one of them in seconds).
 */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | undefined): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle | undefined): void;
}

/**
 * The global timers, looked up at call time rather than captured, so that a test's fake timers
 * installed after the SDK was imported still apply.
 */
export const defaultTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
};
