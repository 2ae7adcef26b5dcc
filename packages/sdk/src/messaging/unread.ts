import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { formatUnreadBadge } from './message-types';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

/** Unread refresh is throttled to once per 10 s after a trigger (api-contract.md §9). */
export const UNREAD_THROTTLE_MS = 10_000;

/** At most one run per window: a leading run, then one trailing run for every trigger in it. */
export interface Throttle {
  /** Runs at once when no window is open; otherwise once more when the window ends. */
  trigger(): void;
  /** Runs now whatever the window, and opens a new one (a pending trailing run is satisfied). */
  flush(): void;
  cancel(): void;
}

/**
 * Leading call, then at most one trailing call per window: a burst of pushes costs two calls,
 * and the last trigger of a burst is never lost (the trailing call sees its change).
 */
export function createThrottle(
  run: () => void,
  windowMs: number,
  timers: Timers = defaultTimers,
): Throttle {
  let window: TimerHandle | undefined;
  let pending = false;
  const open = () => {
    window = timers.setTimeout(close, windowMs);
  };
  function close() {
    window = undefined;
    if (!pending) return;
    pending = false;
    run();
    open();
  }
  return {
    trigger() {
      if (window !== undefined) {
        pending = true;
        return;
      }
      run();
      open();
    },
    flush() {
      timers.clearTimeout(window);
      pending = false;
      run();
      open();
    },
    cancel() {
      timers.clearTimeout(window);
      window = undefined;
      pending = false;
    },
  };
}

/** The unread count and its badge text, refreshed through a throttle. */
export interface UnreadCounter {
  readonly count: ReadonlySignal<number>;
  /** '' for none, '99+' above 99 (api-contract.md §9). */
  readonly badge: ReadonlySignal<string>;
  /** Something may have changed (a push, a tab focus): throttled refresh. */
  trigger(): void;
  /**
   * Refresh now, bypassing the window: after a (re)connect and after this client's own
   * read/unread change, so the badge never drifts from the table. Resolves when applied.
   */
  refresh(): Promise<void>;
  /** Back to 0 and no timers, e.g. on logout. */
  reset(): void;
}

/** How often `createUnreadCounter` may reload, and timers for tests. */
export interface UnreadCounterOptions {
  throttleMs?: number;
  timers?: Timers;
}

/** The unread count as a signal, loaded through `load` (GET /unReadNum, api-contract.md §7.7). */
export function createUnreadCounter(
  load: () => Promise<number>,
  { throttleMs = UNREAD_THROTTLE_MS, timers = defaultTimers }: UnreadCounterOptions = {},
): UnreadCounter {
  const count = signal(0);
  let started = 0; // sequence of calls made
  let applied = 0; // sequence of the newest answer applied
  let epoch = 0; // bumped by reset(): answers of a past session are dropped silently
  let last: Promise<void> = Promise.resolve();

  function run() {
    const seq = ++started;
    const epochAtStart = epoch;
    last = load().then(
      (value) => {
        if (epochAtStart !== epoch) return;
        // Answers can arrive out of order; an older one must not overwrite a newer one.
        if (seq < applied) return;
        applied = seq;
        count.value = value;
      },
      // The HTTP client already reported the failure; the badge keeps its last known value.
      () => undefined,
    );
  }
  const throttle = createThrottle(run, throttleMs, timers);

  return {
    count,
    badge: computed(() => formatUnreadBadge(count.value)),
    trigger: () => throttle.trigger(),
    refresh() {
      throttle.flush();
      return last;
    },
    reset() {
      throttle.cancel();
      epoch += 1;
      count.value = 0;
    },
  };
}
