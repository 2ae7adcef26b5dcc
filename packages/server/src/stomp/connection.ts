import type { RawData, WebSocket } from 'ws';
import { canSubscribe, userDestinations } from './destinations';
import {
  createFrameParser,
  encodeFrame,
  headerRecord,
  type FrameParser,
  type StompFrame,
  type StompVersion,
} from '@portico/sdk/stomp-frames';
import {
  negotiateHeartbeat,
  negotiateVersion,
  readSubscribe,
  SUPPORTED_VERSIONS,
  tokenOf,
  type HeartbeatPlan,
} from './negotiate';
import type { ConnectionHost, Subscription } from './connection-host';
import type { Principal, SessionEndReason } from './principal';

/** STOMP clients and stompjs allow two missed beats before calling a peer dead. */
const HEARTBEAT_TOLERANCE = 2;
/** A client this far behind will not catch up: it reconnects and resyncs instead. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** After a close frame, a peer that does not answer is cut off. */
const CLOSE_GRACE_MS = 3000;
const MESSAGE_HEADERS = ['subscription', 'message-id', 'destination', 'content-type', 'ack'];

type State = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

function bytesOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** One WebSocket speaking STOMP: CONNECT first, then subscriptions, until either side closes. */
export class StompConnection {
  state: State = 'awaiting-connect';
  principal: Principal | null = null;
  version: StompVersion = '1.0';
  private readonly parser: FrameParser;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceived = Date.now();
  private lastSent = Date.now();
  private released = false;

  constructor(
    readonly id: string,
    private readonly socket: WebSocket,
    private readonly host: ConnectionHost,
  ) {
    this.parser = createFrameParser({ maxFrame: host.settings.maxFrame });
    socket.on('message', (data) => this.receive(data));
    // A WebSocket ping is a sign of life too, though it carries no STOMP.
    socket.on('ping', () => (this.lastReceived = Date.now()));
    socket.on('close', () => this.release());
    this.timer(false, host.settings.connectTimeoutMs, () => {
      if (this.state !== 'connected') this.fail('no CONNECT frame in time');
    });
    // Heart-beats are the client's choice (0,0 turns them off): a client that goes silent
    // without closing (a dead host, a half-open TCP connection) would otherwise be held forever.
    const idleMs = host.settings.idleTimeoutMs;
    this.timer(true, Math.max(25, Math.min(5_000, Math.floor(idleMs / 4))), () => {
      if (Date.now() - this.lastReceived > idleMs) this.fail('idle timeout: nothing received');
    });
  }

  private receive(data: RawData): void {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    this.parser.feed(bytesOf(data));
    this.drain();
  }

  /** Handles parsed frames in order; pauses while a CONNECT is being authenticated. */
  private drain(): void {
    while (this.state === 'awaiting-connect' || this.state === 'connected') {
      const event = this.parser.next();
      if (!event) return;
      if (event.type === 'error') this.fail(event.message);
      else if (event.type === 'frame') this.handle(event.frame);
    }
  }

  private handle(frame: StompFrame): void {
    const { command } = frame;
    if (this.state === 'awaiting-connect') {
      if (command === 'CONNECT' || command === 'STOMP') this.connect(frame);
      else this.fail('expected CONNECT or STOMP first', frame);
      return;
    }
    switch (command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.unsubscribe(frame);
      case 'DISCONNECT':
        this.receipt(frame);
        return this.close(1000, 'disconnect');
      // Delivery is at most once (clients resync after reconnecting): acks change nothing.
      case 'ACK':
      case 'NACK':
        return this.receipt(frame);
      case 'SEND':
        return this.fail('clients cannot publish: live messages come from the server', frame);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('transactions are not supported', frame);
      case 'CONNECT':
      case 'STOMP':
        return this.fail('already connected', frame);
      default:
        return this.fail(`unknown command ${command}`, frame);
    }
  }

  private connect(frame: StompFrame): void {
    const version = negotiateVersion(frame.headers['accept-version']);
    if (!version) {
      const supported = SUPPORTED_VERSIONS.join(',');
      return this.fail(`supported protocol versions are ${supported}`, frame, {
        version: supported,
      });
    }
    // Known before authenticating, so that frames pipelined after CONNECT parse right.
    this.version = version;
    this.parser.version = version;
    const heartbeat =
      version === '1.0'
        ? { sendEvery: 0, expectEvery: 0, header: '0,0' }
        : negotiateHeartbeat(frame.headers['heart-beat'], this.host.settings.heartbeatMs);
    if (!heartbeat) return this.fail('invalid heart-beat header', frame);
    const token = tokenOf(frame.headers);
    if (!token) return this.fail('unauthorized: no token in CONNECT', frame);
    this.state = 'authenticating';
    Promise.resolve()
      .then(() => this.host.resolveToken(token))
      .then(
        (principal) => this.established(principal, heartbeat),
        (error: unknown) => {
          this.host.onError(error);
          if (this.state === 'authenticating') this.fail('server error while authenticating');
        },
      );
  }

  private established(principal: Principal | null, heartbeat: HeartbeatPlan): void {
    if (this.state !== 'authenticating') return;
    if (!principal) return this.fail('unauthorized: the token is not a live session');
    this.principal = principal;
    this.state = 'connected';
    this.sendFrame('CONNECTED', {
      version: this.version,
      'heart-beat': this.version === '1.0' ? undefined : heartbeat.header,
      server: 'Portico',
      session: this.id,
      'user-name': principal.userCode,
    });
    const { sendEvery, expectEvery } = heartbeat;
    if (sendEvery > 0) {
      this.timer(true, sendEvery, () => {
        if (Date.now() - this.lastSent >= sendEvery / 2) this.sendRaw('\n');
      });
    }
    if (expectEvery > 0) {
      this.timer(true, expectEvery / 2, () => {
        const silence = Date.now() - this.lastReceived;
        if (silence > expectEvery * HEARTBEAT_TOLERANCE) this.fail('heart-beat timeout');
      });
    }
    this.host.connected(this);
    this.drain();
  }

  private subscribe(frame: StompFrame): void {
    const request = readSubscribe(frame.headers, this.version);
    if (typeof request === 'string') return this.fail(request, frame);
    const { id, destination } = request;
    if (this.subscriptions.has(id)) return this.fail(`subscription id ${id} already in use`, frame);
    if (this.subscriptions.size >= this.host.settings.maxSubscriptions) {
      return this.fail('too many subscriptions', frame);
    }
    if (!this.principal || !canSubscribe(this.principal, destination)) {
      return this.fail(`forbidden: not allowed to subscribe to ${destination}`, frame);
    }
    const subscription = { connection: this, ...request };
    this.subscriptions.set(id, subscription);
    this.host.addSubscription(subscription);
    this.receipt(frame);
  }

  private unsubscribe(frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (!id && !(this.version === '1.0' && destination)) {
      return this.fail('UNSUBSCRIBE without id', frame);
    }
    const match = id
      ? this.subscriptions.get(id)
      : [...this.subscriptions.values()].find((s) => s.destination === destination);
    // Unknown ids are not an error: the client may be cleaning up after a reconnect.
    if (match) {
      this.subscriptions.delete(match.id);
      this.host.removeSubscription(match);
    }
    this.receipt(frame);
  }

  private receipt(frame: StompFrame): void {
    const id = frame.headers.receipt;
    if (id !== undefined) this.sendFrame('RECEIPT', { 'receipt-id': id });
  }

  /** A MESSAGE frame for one subscription of this connection. */
  deliver(
    subscription: Subscription,
    messageId: string,
    body: string,
    extra: Record<string, string> = {},
  ): void {
    const own = subscription.ack !== 'auto' && this.version === '1.2' ? messageId : undefined;
    const headers = headerRecord({
      subscription: subscription.id,
      'message-id': messageId,
      destination: subscription.destination,
      'content-type': 'application/json',
      ack: own,
    });
    for (const [name, value] of Object.entries(extra)) {
      if (!MESSAGE_HEADERS.includes(name)) headers[name] = value;
    }
    this.sendRaw(encodeFrame({ command: 'MESSAGE', headers, body }, this.version));
  }

  /** Session kick: the event on the user's own topics, an ERROR saying why, then close. */
  endSession(reason: SessionEndReason, messageId: string): void {
    if (this.state !== 'connected' || !this.principal) return;
    const body = JSON.stringify({ type: 'session', event: reason });
    const own = userDestinations(this.principal);
    for (const subscription of this.subscriptions.values()) {
      if (own.includes(subscription.destination)) this.deliver(subscription, messageId, body);
    }
    this.sendFrame(
      'ERROR',
      { message: `session ended: ${reason}`, 'content-type': 'application/json' },
      body,
    );
    this.close(1008, 'session ended');
  }

  /** Sends ERROR, then closes: STOMP allows no frame after an ERROR. */
  fail(message: string, frame?: StompFrame, extra: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    const receiptId = frame?.headers.receipt;
    const headers = { ...extra, message, 'receipt-id': receiptId, 'content-type': 'text/plain' };
    this.sendFrame('ERROR', headers, frame ? `${message} (${frame.command})` : message);
    this.close(1002, 'protocol error');
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.release();
    this.socket.close(code, reason);
    const cutoff = setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS);
    cutoff.unref();
    this.socket.once('close', () => clearTimeout(cutoff));
  }

  private sendFrame(command: string, entries: Record<string, string | undefined>, body = ''): void {
    this.sendRaw(encodeFrame({ command, headers: headerRecord(entries), body }, this.version));
  }

  private sendRaw(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.release();
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
    this.lastSent = Date.now();
  }

  /** Drops timers and subscriptions once, whichever side closed first. */
  private release(): void {
    this.state = 'closed';
    if (this.released) return;
    this.released = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const subscription of this.subscriptions.values()) {
      this.host.removeSubscription(subscription);
    }
    this.subscriptions.clear();
    this.host.released(this);
  }

  /** Timers never keep the process alive; release() clears them all. */
  private timer(repeat: boolean, ms: number, run: () => void): void {
    const timer = repeat ? setInterval(run, ms) : setTimeout(run, ms);
    this.timers.push(timer.unref());
  }
}
