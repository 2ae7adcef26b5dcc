import { computed, effect, untracked } from '@preact/signals-core';
import type { LivePush } from './destinations';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionOptions,
} from './live-connection';
import { getUnreadCount, type MessagingClient } from './unread-count';
import { defaultTimers, type TimerHandle, type Timers } from './timers';
import { createUnreadCounter, UNREAD_THROTTLE_MS, type UnreadCounter } from './unread';

/**
 * What a screen adds to the core (message centre, notice popups, system tips, reminder tone):
 * the core calls it on the session's and the socket's events, so a part attached late behaves
 * as if it had been there from the start.
 */
export interface MessagingPart {
  /** A user signed in (or the part was attached while signed in). */
  start?(): void;
  /** The identity changed or ended: drop what belonged to the previous one. */
  reset?(): void;
  /** A (re)connect: reload what may have been missed. */
  resync?(): Promise<void>;
  /** A push for this user (never a session push, which the core handles). */
  onPush?(push: LivePush): void;
  dispose?(): void;
}

/** The unread count and the live connection: what a bell needs at first paint. */
export interface MessagingCore {
  readonly client: MessagingClient;
  readonly timers: Timers;
  readonly unread: UnreadCounter;
  /** Null when created with `live: false` (counts and lists then load only on demand). */
  readonly live: LiveConnection | null;
  /** Handles one push as if the socket had delivered it (also for other transports). */
  handlePush(push: LivePush): void;
  /** Counts, open lists and system tips, now: what every (re)connect does. */
  resync(): Promise<void>;
  /** Adds a part; it starts at once when a user is signed in. Returns its removal. */
  attach(part: MessagingPart): () => void;
  dispose(): void;
}

/** What `createMessagingCore` may be given: live connection options and timers. */
export interface MessagingCoreOptions {
  /** Live connection options, or false for no socket (e.g. a page that only shows the badge). */
  live?: LiveConnectionOptions | false;
  timers?: Timers;
}

/**
 * The core of one page's messaging (product.md §4 "Messages", "Live connection"), wired to the
 * client's session: the count loads when signed in, every (re)connect resyncs it and the
 * attached parts so nothing pushed while disconnected is lost, a logout clears everything.
 * Its own module, so a page showing only the badge loads none of the parts' code.
 */
export function createMessagingCore(
  client: MessagingClient,
  options: MessagingCoreOptions = {},
): MessagingCore {
  const timers = options.timers ?? defaultTimers;
  // Settles with the first count over HTTP (or its failure): the socket's code loads after it,
  // so a badge's first paint waits for the count alone, never for the STOMP client.
  let counted!: () => void;
  const firstCount = new Promise<void>((resolve) => (counted = resolve));
  const unread = createUnreadCounter(
    () => {
      const count = getUnreadCount(client);
      count.then(counted, counted);
      return count;
    },
    { timers },
  );
  const parts = new Set<MessagingPart>();

  // An identity's first connect follows its first loads by a moment (the socket waits for the
  // count): loading everything again at once would repeat calls that have just answered. What
  // was pushed in between is caught up when the count's throttle window ends (api-contract.md
  // §9), at most that late; any later connect, or a first one slower than a window, resyncs now.
  let startedAt = 0;
  let firstConnect = false;
  let catchUp: TimerHandle | undefined;
  function stopCatchUp() {
    timers.clearTimeout(catchUp);
    catchUp = undefined;
  }
  function connected() {
    const since = timers.now() - startedAt;
    if (firstConnect && since < UNREAD_THROTTLE_MS) {
      firstConnect = false;
      stopCatchUp();
      catchUp = timers.setTimeout(() => {
        catchUp = undefined;
        void resync();
      }, UNREAD_THROTTLE_MS - since);
      return;
    }
    firstConnect = false;
    void resync();
  }

  async function resync() {
    await Promise.all([unread.refresh(), ...[...parts].map((part) => part.resync?.())]);
  }

  function handlePush(push: LivePush) {
    if (push.type === 'session') {
      // The socket path logs out in live-connection.ts; this is for pushes from elsewhere.
      void client.logout();
      return;
    }
    parts.forEach((part) => part.onPush?.(push));
    unread.trigger();
  }

  // One identity per token and unit: a new one starts clean, a logout clears everything.
  const identity = computed(() => {
    const info = client.session.info.value;
    return client.session.isLoggedIn.value && info
      ? `${client.session.token.value}|${info.unitCode}|${info.userCode}`
      : null;
  });
  let previous: string | null = null;
  const unwatch = effect(() => {
    const next = identity.value;
    // Only the identity is followed; what the reaction reads must not become a dependency.
    untracked(() => follow(next));
  });
  function follow(next: string | null) {
    if (next === previous) return;
    stopCatchUp();
    if (previous !== null) {
      unread.reset();
      parts.forEach((part) => part.reset?.());
    }
    previous = next;
    // Without waiting for the socket: the badge must show even when the broker is unreachable.
    if (next !== null) {
      startedAt = timers.now();
      firstConnect = true;
      unread.trigger();
      parts.forEach((part) => part.start?.());
    }
  }

  const liveOptions = options.live === false ? null : (options.live ?? {});
  const live =
    liveOptions &&
    createLiveConnection(client, {
      ...liveOptions,
      timers: liveOptions.timers ?? timers,
      ready: () => Promise.all([firstCount, liveOptions.ready?.()]),
      onPush: (push) => {
        handlePush(push);
        liveOptions.onPush?.(push);
      },
      onConnected: () => {
        connected();
        liveOptions.onConnected?.();
      },
      onSessionRefused: () => {
        void unread.refresh();
        liveOptions.onSessionRefused?.();
      },
    });

  return {
    client,
    timers,
    unread,
    live,
    handlePush,
    resync,
    attach(part) {
      parts.add(part);
      if (previous !== null) part.start?.();
      return () => void parts.delete(part);
    },
    dispose() {
      unwatch();
      stopCatchUp();
      live?.dispose();
      parts.forEach((part) => part.dispose?.());
      parts.clear();
      unread.reset();
    },
  };
}
