// Test support (Node only, not exported): the smallest STOMP-over-WebSocket broker that lets the
// live connection be tested against a real socket: CONNECTED, SUBSCRIBE, MESSAGE, RECEIPT, and
// switches to refuse, drop or stay silent. Its frames go through the SDK's one STOMP codec.
import type { AddressInfo } from 'node:net';
import type { IStompSocket } from '@stomp/stompjs';
import { WebSocket, WebSocketServer } from 'ws';
import {
  createFrameParser,
  encodeFrame,
  headerRecord,
  type FrameParser,
  type StompFrame,
  type StompVersion,
} from '../stomp-frames';

export interface ConnectRecord {
  headers: Record<string, string>;
  path: string | undefined;
  protocol: string;
  at: number;
}

interface Subscription {
  socket: WebSocket;
  id: string;
  destination: string;
}

export interface FakeBrokerOptions {
  /** The CONNECTED heart-beat header; '0,0' (none) unless a test needs them. */
  heartBeat?: string;
  /** Destinations refused with ERROR and a close, as the real broker refuses foreign topics. */
  forbidden?: string[];
  /** Every CONNECT is refused with ERROR carrying this message, then closed (an ended session). */
  refuseConnect?: string;
}

export async function startFakeBroker(options: FakeBrokerOptions = {}) {
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    // Browsers fail the handshake when they asked for subprotocols and none is selected.
    handleProtocols: (protocols) =>
      protocols.has('v11.stomp') ? 'v11.stomp' : ([...protocols][0] ?? false),
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;

  const attempts: number[] = [];
  const connects: ConnectRecord[] = [];
  const frames: StompFrame[] = [];
  const parsers = new WeakMap<WebSocket, FrameParser>();
  const sockets = new Set<WebSocket>();
  let subscriptions: Subscription[] = [];
  let mode: 'accept' | 'refuse' | 'silent' = 'accept';
  let answerDisconnect = true;
  let sequence = 0;

  server.on('connection', (socket, request) => {
    attempts.push(Date.now());
    if (mode === 'refuse') return socket.terminate();
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      subscriptions = subscriptions.filter((s) => s.socket !== socket);
    });
    // One parser per socket: a frame split across messages is joined, headers unescaped (1.1).
    const parser = createFrameParser();
    parsers.set(socket, parser);
    socket.on('message', (data) => {
      for (const event of parser.push(String(data))) {
        if (event.type !== 'frame') continue;
        const { frame } = event;
        frames.push(frame);
        if (mode === 'silent') continue;
        handle(socket, parser, frame, { path: request.url, protocol: socket.protocol });
      }
    });
  });

  function handle(
    socket: WebSocket,
    parser: FrameParser,
    frame: StompFrame,
    from: { path?: string; protocol: string },
  ) {
    const send = (reply: StompFrame) => socket.send(encodeFrame(reply, parser.version));
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP': {
        connects.push({
          headers: frame.headers,
          path: from.path,
          protocol: from.protocol,
          at: Date.now(),
        });
        if (options.refuseConnect) {
          send({ command: 'ERROR', headers: { message: options.refuseConnect }, body: '' });
          socket.close();
          break;
        }
        const version = (frame.headers['accept-version']?.split(',')[0] ?? '1.0') as StompVersion;
        const heartBeat = options.heartBeat ?? '0,0';
        send({ command: 'CONNECTED', headers: { version, 'heart-beat': heartBeat }, body: '' });
        parser.version = version;
        // Beats as promised, except while silent (a dead network).
        const every = Number(heartBeat.split(',')[0]);
        if (every > 0) {
          const beat = setInterval(() => mode !== 'silent' && socket.send('\n'), every);
          socket.once('close', () => clearInterval(beat));
        }
        break;
      }
      case 'SUBSCRIBE':
        if (options.forbidden?.includes(frame.headers.destination ?? '')) {
          const message = `forbidden: not allowed to subscribe to ${frame.headers.destination}`;
          send({ command: 'ERROR', headers: { message }, body: '' });
          socket.close();
          break;
        }
        subscriptions.push({
          socket,
          id: frame.headers.id ?? '',
          destination: frame.headers.destination ?? '',
        });
        break;
      case 'DISCONNECT':
        if (answerDisconnect && frame.headers.receipt) {
          send({ command: 'RECEIPT', headers: { 'receipt-id': frame.headers.receipt }, body: '' });
        }
        break;
    }
  }

  return {
    url: `http://127.0.0.1:${port}`,
    /** Socket openings, accepted or not (ms timestamps). */
    attempts,
    connects,
    frames,
    sockets,
    get subscriptions() {
      return subscriptions.map(({ id, destination }) => ({ id, destination }));
    },
    /** accept: normal · refuse: drop every new socket at once · silent: never answer a frame. */
    setMode: (next: typeof mode) => (mode = next),
    setAnswerDisconnect: (value: boolean) => (answerDisconnect = value),
    /** Sends a MESSAGE to every subscriber of `destination`; returns how many got it. */
    publish(destination: string, body: unknown): number {
      const targets = subscriptions.filter((s) => s.destination === destination);
      for (const { socket, id } of targets) {
        const headers = headerRecord({
          destination,
          subscription: id,
          'message-id': String(++sequence),
          'content-type': 'application/json',
        });
        const frame = { command: 'MESSAGE', headers, body: JSON.stringify(body) };
        socket.send(encodeFrame(frame, parsers.get(socket)?.version ?? '1.1'));
      }
      return targets.length;
    },
    /**
     * Ends every session as the real broker does: the session event on the subscribed topics,
     * then ERROR "session ended: <reason>" and a close.
     */
    endSessions(reason: 'logout' | 'repeat-login' | 'password-changed' | 'unit-switched') {
      const body = JSON.stringify({ type: 'session', event: reason });
      for (const { socket, id, destination } of subscriptions) {
        const headers = headerRecord({
          destination,
          subscription: id,
          'message-id': String(++sequence),
        });
        socket.send(
          encodeFrame({ command: 'MESSAGE', headers, body }, parsers.get(socket)?.version ?? '1.1'),
        );
      }
      for (const socket of sockets) {
        const headers = headerRecord({ message: `session ended: ${reason}` });
        socket.send(
          encodeFrame({ command: 'ERROR', headers, body }, parsers.get(socket)?.version ?? '1.1'),
        );
        socket.close();
      }
    },
    /** Cuts every connection without a close handshake, as a crashed node would. */
    dropAll() {
      for (const socket of sockets) socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

/** The `webSocketFactory` for Node 20, which has no global WebSocket. */
export const nodeSocket = (url: string, protocols: string[]) =>
  new WebSocket(url, protocols) as unknown as IStompSocket;

export type FakeBroker = Awaited<ReturnType<typeof startFakeBroker>>;

/** Polls until `check` holds (real timers); fails with `what` after `timeoutMs`. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
