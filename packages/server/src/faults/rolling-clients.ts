// The clients of the rolling-restart run: API calls over HTTPS with a counted outcome, and
// STOMP sockets (@stomp/stompjs on `ws`, as the SDK connects) that reconnect and resync.
import { Agent, request } from 'node:https';
import type { Envelope } from '@portico/sdk';
import { liveDestinations } from '@portico/sdk/messaging';
import { Client, Versions } from '@stomp/stompjs';
import WebSocket from 'ws';

/**
 * What became of one call. `ok`: a 2xx envelope with result 0. `retried`: the connection to the
 * proxy could not be made (refused, or reset before it was established), so nothing was sent and
 * the client sent it again, as a client may for any call. `lost`: anything else — a 5xx, another
 * answer, a connection reset or closed once the request was on its way, or no answer in time.
 */
export interface CallTally {
  ok: number;
  retried: number;
  lost: number;
  /** What the lost calls got, for the report. */
  lostAs: string[];
}

export interface ApiClient {
  tally: CallTally;
  /** The envelope's retVal of a call that ended `ok`; undefined when it was lost. */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | undefined>;
  /** Header lines of one GET, for the checks of what the proxy forwarded. */
  head(path: string): Promise<Record<string, string | string[] | undefined>>;
  close(): void;
}

const TIMEOUT_MS = 15_000;
const MAX_ATTEMPTS = 5;

type Outcome =
  | { kind: 'answer'; status: number; envelope: Envelope<unknown> | null }
  | { kind: 'connect-error'; code: string }
  | { kind: 'failed'; code: string };

export function apiClient(base: string, ca: Buffer, token?: () => string): ApiClient {
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 64 });
  const tally: CallTally = { ok: 0, retried: 0, lost: 0, lostAs: [] };

  const once = (method: string, path: string, body?: unknown): Promise<Outcome> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(`${base}${path}`, {
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          ...(token ? { authorization: token() } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      });
      let connected = false;
      req.on('socket', (socket) => {
        // A kept-alive socket is connected already.
        if (!socket.connecting) connected = true;
        else socket.once('secureConnect', () => (connected = true));
      });
      req.on('timeout', () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', (error: Error & { code?: string }) => {
        const code = error.code ?? error.message;
        resolve(connected ? { kind: 'failed', code } : { kind: 'connect-error', code });
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', (error: Error & { code?: string }) =>
          resolve({ kind: 'failed', code: error.code ?? 'response error' }),
        );
        res.on('end', () => {
          let envelope: Envelope<unknown> | null;
          try {
            envelope = JSON.parse(text) as Envelope<unknown>;
          } catch {
            envelope = null;
          }
          resolve({ kind: 'answer', status: res.statusCode ?? 0, envelope });
        });
      });
      req.end(payload);
    });

  return {
    tally,
    async call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
      for (let attempt = 1; ; attempt++) {
        const outcome = await once(method, path, body);
        if (outcome.kind === 'connect-error' && attempt < MAX_ATTEMPTS) {
          tally.retried++;
          continue;
        }
        if (outcome.kind === 'answer' && outcome.status < 300 && outcome.envelope?.result === 0) {
          tally.ok++;
          return outcome.envelope.retVal as T;
        }
        tally.lost++;
        tally.lostAs.push(
          outcome.kind === 'answer'
            ? `${method} ${path}: HTTP ${outcome.status} result ${outcome.envelope?.result}`
            : `${method} ${path}: ${outcome.code}`,
        );
        return undefined;
      }
    },
    head: (path) =>
      new Promise((resolve, reject) => {
        const req = request(`${base}${path}`, { agent, timeout: TIMEOUT_MS }, (res) => {
          res.resume();
          resolve(res.headers);
        });
        req.on('error', reject);
        req.end();
      }),
    close: () => agent.destroy(),
  };
}

/** The user messages a reconnected socket reloads; more than the run publishes. */
export const RESYNC_PATH =
  '/internal-message/api/backstage/messageReciveList/userMessageList?firstResult=0&pageSize=200';

export interface LiveSocket {
  /** Resolves when the first subscription is in place on the server. */
  firstSubscribed: Promise<void>;
  /** Messages (ids) this socket has: pushed live, or found by a resync after a reconnect. */
  has(messageId: string): boolean;
  /** Whether the message came over this socket (not by a reload). */
  hasLive(messageId: string): boolean;
  connects(): number;
  drops(): number;
  connected(): boolean;
  /** ms from each drop to the next CONNECTED. */
  reconnectMs: number[];
  stop(): Promise<void>;
}

/**
 * A socket as the SDK's live connection keeps one: STOMP 1.1/1.0, 10 s heart-beats, reconnect
 * after a drop, subscribe to the user's topic, and after every reconnect reload the messages
 * it may have missed (the SDK resyncs its lists and counts the same way).
 */
export function liveSocket(
  wsBase: string,
  ca: Buffer,
  token: string,
  user: { unitCode: string; userCode: string },
  api: ApiClient,
): LiveSocket {
  const live = new Set<string>();
  const resynced = new Set<string>();
  const reconnectMs: number[] = [];
  let connects = 0;
  let drops = 0;
  let droppedAt: number | null = null;
  let up = false;
  let stopping = false;
  let subscribed!: () => void;
  const firstSubscribed = new Promise<void>((resolve) => (subscribed = resolve));
  const topic = liveDestinations.user(user.unitCode, user.userCode);
  const client: Client = new Client({
    webSocketFactory: () => new WebSocket(`${wsBase}/gc-websocket/gc/inmail`, { ca }),
    connectHeaders: { Authorization: token, passcode: token },
    stompVersions: new Versions(['1.1', '1.0']),
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 200,
    onConnect: () => {
      connects++;
      up = true;
      if (droppedAt !== null) reconnectMs.push(Date.now() - droppedAt);
      droppedAt = null;
      const receipt = `sub-${connects}`;
      client.watchForReceipt(receipt, () => {
        subscribed();
        if (connects > 1) void resync();
      });
      client.subscribe(
        topic,
        (frame) => {
          const push = JSON.parse(frame.body) as { type: string; message?: { messageId: string } };
          if (push.type === 'message' && push.message) live.add(push.message.messageId);
        },
        { receipt },
      );
    },
    onWebSocketClose: () => {
      if (up && !stopping) {
        drops++;
        droppedAt = Date.now();
      }
      up = false;
    },
  });
  // Reloaded once the SUBSCRIBE's receipt is back: a message committed after the reload's read
  // is pushed to a subscription that exists, one committed before it is in the reload.
  const resync = async () => {
    const page = await api.call<{ datas: { messageId: string }[] }>('GET', RESYNC_PATH);
    for (const m of page?.datas ?? []) resynced.add(m.messageId);
  };
  client.activate();
  return {
    firstSubscribed,
    has: (id) => live.has(id) || resynced.has(id),
    hasLive: (id) => live.has(id),
    connects: () => connects,
    drops: () => drops,
    connected: () => up,
    reconnectMs,
    async stop() {
      stopping = true;
      await client.deactivate({ force: true });
    },
  };
}
