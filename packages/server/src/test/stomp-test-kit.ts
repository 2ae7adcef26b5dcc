// Test helpers for the STOMP tests: a node on a random port, stompjs and raw-socket clients.
import type { AddressInfo } from 'node:net';
import { Client, Versions, type IFrame, type IMessage } from '@stomp/stompjs';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Broker } from '../stomp/broker';
import { createLocalFanout } from '../stomp/fanout';
import type { Fanout } from '../stomp/fanout-events';
import { createFrameParser, type StompFrame } from '@portico/sdk/stomp-frames';
import { registerStomp, type StompDeps } from '../stomp/index';
import type { Principal, ResolveToken } from '../stomp/principal';

export const PATH = '/gc-websocket/gc/inmail';

/** Tokens of the fake resolver: two users of hotel H001, one of H002. */
export const PRINCIPALS: Record<string, Principal> = {
  'token-alice': {
    userId: 'u-alice',
    userCode: 'alice',
    unitId: 'unit-h001',
    unitCode: 'H001',
    appCodes: ['GC'],
    sessionId: 's-alice',
    familyId: 's-alice',
  },
  'token-bob': {
    userId: 'u-bob',
    userCode: 'bob',
    unitId: 'unit-h001',
    unitCode: 'H001',
    appCodes: ['GC'],
    sessionId: 's-bob',
    familyId: 's-bob',
  },
  'token-carol': {
    userId: 'u-carol',
    userCode: 'carol',
    unitId: 'unit-h002',
    unitCode: 'H002',
    sessionId: 's-carol',
    familyId: 's-carol',
  },
};

export const fakeResolver: ResolveToken = async (token) => PRINCIPALS[token] ?? null;

export interface TestNode {
  app: FastifyInstance;
  broker: Broker;
  url: string;
  close(): Promise<void>;
}

/** A Fastify app with only the STOMP endpoint, listening on a random loopback port. */
export async function startNode(
  deps: Partial<StompDeps> & { fanout?: Fanout } = {},
): Promise<TestNode> {
  const app = Fastify();
  const fanout = deps.fanout ?? createLocalFanout();
  const broker = registerStomp(app, { resolveToken: fakeResolver, ...deps, fanout });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const node: TestNode = {
    app,
    broker,
    url: `ws://127.0.0.1:${port}${PATH}`,
    close: async () => {
      await app.close();
      if (!deps.fanout) await fanout.close();
    },
  };
  return node;
}

export interface StompTestClient {
  client: Client;
  connected: Promise<IFrame>;
  errors: IFrame[];
  /** Resolves with the first STOMP ERROR frame. */
  firstError: Promise<IFrame>;
  /** Resolves when the WebSocket closes. */
  closed: Promise<void>;
  /** Messages received per destination. */
  received: Map<string, IMessage[]>;
  subscribe(destination: string): void;
  /** Resolves with the next message on a destination (or one already received). */
  nextMessage(destination: string, timeoutMs?: number): Promise<IMessage>;
}

/** A @stomp/stompjs client as the SDK uses it, without reconnecting or heart-beats by default. */
export function stompClient(
  url: string,
  connectHeaders: Record<string, string>,
  config: { versions?: string[]; heartbeat?: number } = {},
): StompTestClient {
  const errors: IFrame[] = [];
  const received = new Map<string, IMessage[]>();
  const waiters = new Map<string, (m: IMessage) => void>();
  let onConnected!: (frame: IFrame) => void;
  let onError!: (frame: IFrame) => void;
  let onClosed!: () => void;
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: config.heartbeat ?? 0,
    heartbeatOutgoing: config.heartbeat ?? 0,
    ...(config.versions ? { stompVersions: new Versions(config.versions) } : {}),
    onConnect: (frame) => onConnected(frame),
    onStompError: (frame) => {
      errors.push(frame);
      onError(frame);
    },
    onWebSocketClose: () => onClosed(),
  });
  const test: StompTestClient = {
    client,
    connected: new Promise((resolve) => (onConnected = resolve)),
    errors,
    firstError: new Promise((resolve) => (onError = resolve)),
    closed: new Promise((resolve) => (onClosed = resolve)),
    received,
    subscribe(destination) {
      client.subscribe(destination, (message) => {
        const list = received.get(destination) ?? [];
        list.push(message);
        received.set(destination, list);
        waiters.get(destination)?.(message);
      });
    },
    nextMessage(destination, timeoutMs = 5000) {
      return within(
        timeoutMs,
        new Promise<IMessage>((resolve) => waiters.set(destination, resolve)),
        `no message on ${destination}`,
      );
    },
  };
  client.activate();
  return test;
}

export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** stompjs sends SUBSCRIBE without waiting; a receipt-bearing frame after it proves it landed. */
export async function settled(c: StompTestClient): Promise<void> {
  const receipt = `r-${Math.random()}`;
  const done = new Promise<void>((resolve) => c.client.watchForReceipt(receipt, () => resolve()));
  c.client.ack('none', 'none', { receipt });
  await within(5000, done, 'receipt');
}

/** Resolves after `ms`: to show that something did not happen meanwhile. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RawClient {
  socket: WebSocket;
  send(data: string | Buffer): void;
  /** Resolves with the next frame from the server (heart-beats skipped). */
  nextFrame(timeoutMs?: number): Promise<StompFrame>;
  heartbeats(): number;
  closed: Promise<number>;
}

/** A bare WebSocket speaking hand-written frames, for what stompjs would never send. */
export async function rawClient(url: string): Promise<RawClient> {
  const socket = new WebSocket(url);
  const parser = createFrameParser({ maxFrame: 1 << 20 });
  parser.version = '1.2';
  const frames: StompFrame[] = [];
  let waiting: ((frame: StompFrame) => void) | null = null;
  let beats = 0;
  socket.on('message', (data: Buffer) => {
    for (const event of parser.push(data)) {
      if (event.type === 'heartbeat') beats++;
      if (event.type !== 'frame') continue;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(event.frame);
      } else frames.push(event.frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    send: (data) => socket.send(data),
    nextFrame(timeoutMs = 5000) {
      const ready = frames.shift();
      if (ready) return Promise.resolve(ready);
      return within(
        timeoutMs,
        new Promise<StompFrame>((resolve) => (waiting = resolve)),
        'no frame from the server',
      );
    },
    heartbeats: () => beats,
    closed,
  };
}

/** A raw CONNECT frame (no escaping, as STOMP requires for CONNECT). */
export function connectFrame(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${value}`);
  return ['CONNECT', ...lines, '', ''].join('\n') + '\0';
}
