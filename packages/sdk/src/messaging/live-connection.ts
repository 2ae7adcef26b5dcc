import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Client, IMessage, IStompSocket } from '@stomp/stompjs';
import { liveDestinations, type LivePush } from './destinations';
import {
  connectHeaders,
  HEARTBEAT_MS,
  parsePush,
  RECONNECT_DELAYS_MS,
  reconnectDelay,
  resolveBrokerUrl,
  STOMP_VERSIONS,
} from './live-config';
import type { MessagingClient } from './messages-api';
import { loadStomp, type StompModule as Stomp } from './stomp-client';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

/** product.md §4: 'After success a message shows and 3 s later the user is logged out'. */
export const PASSWORD_CHANGE_LOGOUT_MS = 3_000;

/**
 * idle: never started (signed out) · connecting: first attempt for this session · connected ·
 * reconnecting: dropped or refused, a retry is scheduled or running · closed: stopped on logout.
 */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** A live push that ends the session: logout, repeat login or a changed password. */
export type SessionPush = Extract<LivePush, { type: 'session' }>;

/** WebSocket.OPEN, named here: the SDK also runs where there is no WebSocket global (Node). */
const OPEN = 1;
/** The broker's ERROR messages for a token that is not (or no longer) a live session. */
const SESSION_REFUSED = /^(unauthorized: the token is not a live session|session ended)/;

/** How `createLiveConnection` connects: push handler, page URL, socket factory, schedule, timers. */
export interface LiveConnectionOptions {
  /** Every push except session events, which log out (below). */
  onPush?: (push: LivePush) => void;
  /** After every (re)connect, subscriptions in place: resync counts and lists here. */
  onConnected?: () => void;
  /** A session event arrived; called before `client.logout()` (e.g. to show why). */
  onSessionEvent?: (push: SessionPush) => void;
  /**
   * The broker refused the token as no live session (or ended it before the topics were
   * subscribed, so its session push was never heard): ask the server over HTTP, whose 50001
   * ends the session here as everywhere (api-contract.md §8). The socket's word alone is not
   * trusted to sign anyone out.
   */
  onSessionRefused?: () => void;
  /** Retry delays; the last repeats (default 10, 20, 30, 60 s). */
  reconnectDelays?: readonly number[];
  heartbeatMs?: number;
  /** CONNECT must be answered within this, else the attempt counts as failed. */
  connectTimeoutMs?: number;
  /** How long a polite DISCONNECT may wait for its RECEIPT before the socket is dropped. */
  closeTimeoutMs?: number;
  /** Page the WEB_SOCKET base is resolved against; `location.href` in a browser. */
  pageUrl?: string;
  /** Opens the socket; required where there is no global WebSocket (Node 20: use `ws`). */
  webSocketFactory?: (url: string, protocols: string[]) => IStompSocket;
  timers?: Timers;
  debug?: (message: string) => void;
  /**
   * The first connect waits for this before it loads the STOMP client (the messaging core: the
   * first unread count over HTTP, so a badge shows without waiting for the socket's code).
   */
  ready?: () => Promise<unknown>;
}

/** The live STOMP connection of a signed-in page: its state, the next retry, and retry or stop. */
export interface LiveConnection {
  readonly state: ReadonlySignal<ConnectionState>;
  /** The wait before the scheduled retry, or null. */
  readonly retryInMs: ReadonlySignal<number | null>;
  /** The broker URL in use, or null while signed out. */
  readonly url: ReadonlySignal<string | null>;
  /** Skips the wait of a scheduled retry (e.g. on the browser's `online` event). */
  retryNow(): void;
  /** Disconnects and stops following the session. */
  dispose(): void;
}

function destinationsOf(to: Target): string[] {
  return [
    liveDestinations.user(to.unitCode, to.userCode),
    liveDestinations.unit(to.unitCode),
    liveDestinations.app(to.appCode),
  ];
}

interface Target {
  url: string;
  token: string;
  userCode: string;
  unitCode: string;
  appCode: string;
}

/**
 * The live connection of api-contract.md §7.9 and §9 over `@stomp/stompjs`: it follows the
 * session (connects when logged in, disconnects on logout, reconnects with the new token on a
 * re-login or unit switch) and runs its own retry schedule, since stompjs offers only a fixed or
 * doubling delay. Each attempt uses a fresh stompjs Client, so late events of an abandoned one
 * are recognised and ignored.
 */
export function createLiveConnection(
  client: MessagingClient,
  options: LiveConnectionOptions = {},
): LiveConnection {
  const timers = options.timers ?? defaultTimers;
  const debug = options.debug ?? (() => undefined);
  const pageUrl = options.pageUrl ?? globalThis.location?.href;
  if (!pageUrl) throw new TypeError('createLiveConnection: pass pageUrl outside a browser');

  const state = signal<ConnectionState>('idle');
  const retryInMs = signal<number | null>(null);
  const target = computed<Target | null>(() => {
    const { token, info, isLoggedIn } = client.session;
    if (!isLoggedIn.value || !token.value || !info.value) return null;
    return {
      url: resolveBrokerUrl(client.bases.value.WEB_SOCKET, pageUrl),
      token: token.value,
      userCode: info.value.userCode,
      unitCode: info.value.unitCode,
      appCode: client.appCode.value,
    };
  });
  const url = computed(() => target.value?.url ?? null);

  let current: Client | undefined;
  let active: Target | null = null;
  let attempt = 0;
  const refused = new Set<string>();
  let retry: TimerHandle | undefined;
  let disposed = false;
  // The broker follows a session push with ERROR "session ended": once the push is heard (and
  // handled, on its own schedule) that ERROR says nothing new.
  let sessionEventHeard = false;

  function deliver(message: IMessage) {
    const push = parsePush(message.body);
    if (!push) return debug(`ignored push on ${message.headers.destination}`);
    if (push.type !== 'session') return options.onPush?.(push);
    sessionEventHeard = true;
    // client.logout() also tells the other tabs through the session BroadcastChannel.
    options.onSessionEvent?.(push);
    // A unit switch ended the old token only: the tab moves to the new one (and reloads).
    if (push.event === 'unit-switched') return;
    if (push.event !== 'password-changed') return void client.logout();
    // The server ends every session of a password change at once, the changing one too; the
    // tab that changed it still shows its success message for 3 s before signing out
    // (product.md §4), so this push must not cut that short.
    timers.setTimeout(() => void client.logout(), PASSWORD_CHANGE_LOGOUT_MS);
  }

  function connect(to: Target, phase: 'connecting' | 'reconnecting') {
    retryInMs.value = null;
    state.value = phase;
    const ready = options.ready?.() ?? Promise.resolve();
    void ready
      .catch(() => undefined)
      .then(loadStomp)
      .then(
        (stomp) => {
          // Stopped, disposed or retargeted while the code loaded: that attempt is abandoned.
          if (active === to && !disposed && current === undefined) open(stomp, to);
        },
        (error: unknown) => {
          debug(`STOMP client failed to load: ${String(error)}`);
          if (active === to && !disposed && current === undefined) scheduleRetry(to);
        },
      );
  }

  function open(lib: Stomp, to: Target) {
    const versions = new lib.Versions([...STOMP_VERSIONS]);
    const factory = options.webSocketFactory;
    const stomp: Client = new lib.Client({
      brokerURL: to.url,
      webSocketFactory: factory && (() => factory(to.url, versions.protocolVersions())),
      stompVersions: versions,
      connectHeaders: connectHeaders(to.token),
      heartbeatIncoming: options.heartbeatMs ?? HEARTBEAT_MS,
      heartbeatOutgoing: options.heartbeatMs ?? HEARTBEAT_MS,
      connectionTimeout: options.connectTimeoutMs ?? 10_000,
      // Our schedule, not stompjs's fixed delay.
      reconnectDelay: 0,
      // A lost heart-beat means a dead network: a polite close could hang, so drop the socket.
      discardWebsocketOnCommFailure: true,
      debug,
      onConnect: () => {
        if (stomp !== current) return;
        attempt = 0;
        for (const destination of destinationsOf(to)) {
          if (!refused.has(destination)) stomp.subscribe(destination, deliver);
        }
        state.value = 'connected';
        options.onConnected?.();
      },
      onStompError: (frame) => {
        const reason = frame.headers.message ?? '';
        debug(`STOMP ERROR ${reason}`);
        // A broker refuses a topic with ERROR and closes (e.g. an app the unit has not opened):
        // later attempts of this session leave that topic out rather than loop on the refusal.
        for (const destination of destinationsOf(to)) {
          if (reason.includes(destination)) refused.add(destination);
        }
        if (!SESSION_REFUSED.test(reason) || sessionEventHeard) return;
        if (reason.endsWith('unit-switched')) return;
        // Ended before the topics were subscribed: a password change still leaves its tab the
        // 3 s of its success message before the check that signs it out.
        if (reason.endsWith('password-changed')) {
          timers.setTimeout(() => options.onSessionRefused?.(), PASSWORD_CHANGE_LOGOUT_MS);
        } else options.onSessionRefused?.();
      },
      onWebSocketClose: () => {
        if (stomp !== current) return;
        current = undefined;
        void stomp.deactivate();
        scheduleRetry(to);
      },
    });
    current = stomp;
    stomp.activate();
  }

  function scheduleRetry(to: Target) {
    attempt += 1;
    const delay = reconnectDelay(attempt, options.reconnectDelays ?? RECONNECT_DELAYS_MS);
    state.value = 'reconnecting';
    retryInMs.value = delay;
    retry = timers.setTimeout(() => {
      retry = undefined;
      if (active === to) connect(to, 'reconnecting');
    }, delay);
  }

  function stop() {
    timers.clearTimeout(retry);
    retry = undefined;
    retryInMs.value = null;
    const stomp = current;
    current = undefined;
    if (!stomp) return;
    // A socket the broker is already closing (it ends the session on logout) takes no
    // DISCONNECT: sending on it only makes the browser log an error.
    if (stomp.webSocket && stomp.webSocket.readyState !== OPEN) {
      void stomp.deactivate({ force: true });
      return;
    }
    // DISCONNECT waits for the broker's RECEIPT; a broker that never answers must not hang it.
    const force = timers.setTimeout(
      () => void stomp.deactivate({ force: true }),
      options.closeTimeoutMs ?? 2000,
    );
    void stomp.deactivate().finally(() => timers.clearTimeout(force));
  }

  // Follows the session; a microtask coalesces the token and info updates of one login.
  let queued = false;
  function reconcile() {
    queued = false;
    if (disposed) return;
    const next = target.value;
    if (JSON.stringify(next) === JSON.stringify(active)) return;
    const wasRunning = active !== null;
    stop();
    active = next;
    attempt = 0;
    refused.clear();
    if (next) connect(next, 'connecting');
    else if (wasRunning) state.value = 'closed';
  }
  const unwatch = effect(() => {
    void target.value;
    if (queued) return;
    queued = true;
    queueMicrotask(reconcile);
  });

  return {
    state,
    retryInMs,
    url,
    retryNow() {
      if (retry === undefined || !active) return;
      timers.clearTimeout(retry);
      retry = undefined;
      connect(active, 'reconnecting');
    },
    dispose() {
      disposed = true;
      unwatch();
      stop();
      active = null;
      state.value = 'closed';
    },
  };
}
