import type { SessionEndReason, SessionSelector } from './principal';

/**
 * Fan-out carries what the broker publishes to every node, its own included: the broker
 * delivers only what comes back from here, so one node and many take the same path.
 */
export type FanoutEvent =
  | {
      kind: 'message';
      /** The STOMP message-id, the same on every node. */
      id: string;
      destination: string;
      /** The frame body (JSON text). */
      body: string;
      headers: Record<string, string>;
    }
  | { kind: 'end-sessions'; selector: SessionSelector; reason: SessionEndReason }
  | SyncEvent;

/**
 * The session caches' traffic between nodes (modules/session/session-sync.ts): a revocation to evict,
 * each node's acknowledgement of it, and each node's ping, whose return proves its listener is
 * current.
 */
export type SyncEvent =
  | { kind: 'revoke'; id: string; node: string; selector: SessionSelector }
  | { kind: 'ack'; id: string; node: string }
  | { kind: 'ping'; node: string; sentAt: number };

export interface FanoutSubscriber {
  /** `publishedAt`: the publishing node's clock (ms) when it published, if the payload says. */
  event(event: FanoutEvent, publishedAt?: number): void;
  /** Events may have been missed (the listener connection dropped): clients should resync. */
  gap?(): void;
}

export interface Fanout {
  readonly mode: 'in-process' | 'postgres';
  /** Rejects with FanoutPayloadTooLargeError above MAX_FANOUT_BYTES, on every mode alike. */
  publish(event: FanoutEvent): Promise<void>;
  subscribe(subscriber: FanoutSubscriber): () => void;
  /**
   * Since when (ms since epoch) this node has not been hearing the other nodes (its LISTEN
   * connection is down and reconnecting); null or absent while it hears them, as in process.
   */
  readonly deafSince?: number | null;
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on; the same cap holds in process. */
export const MAX_FANOUT_BYTES = 7900;
export const FANOUT_CHANNEL = 'portico_stomp';

export class FanoutPayloadTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(
      `live message too large: ${bytes} bytes, the limit is ${MAX_FANOUT_BYTES} ` +
        '(push a summary and let clients load the rest through the message calls)',
    );
    this.name = 'FanoutPayloadTooLargeError';
  }
}

/** `at` (the publisher's clock) lets receivers measure the fan-out lag (metrics). */
export function payloadOf(event: FanoutEvent, at: number = Date.now()): string {
  return JSON.stringify({ ...event, at });
}

export function encodeEvent(event: FanoutEvent, at: number = Date.now()): string {
  const payload = payloadOf(event, at);
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_FANOUT_BYTES) throw new FanoutPayloadTooLargeError(bytes);
  return payload;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Anyone with database access can NOTIFY the channel, so payloads are checked, not trusted. */
export function decodeEvent(payload: string): FanoutEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.kind === 'message') {
    const { id, destination, body, headers } = value;
    if (!isString(id) || !isString(destination) || !isString(body) || !isRecord(headers)) {
      return null;
    }
    if (!Object.values(headers).every(isString)) return null;
    return { kind: 'message', id, destination, body, headers: headers as Record<string, string> };
  }
  if (value.kind === 'revoke' || value.kind === 'ack' || value.kind === 'ping') {
    return decodeSyncEvent(value);
  }
  if (value.kind === 'end-sessions') {
    const { selector, reason } = value;
    if (
      !isRecord(selector) ||
      !['logout', 'repeat-login', 'password-changed', 'unit-switched'].includes(`${reason}`)
    ) {
      return null;
    }
    return {
      kind: 'end-sessions',
      selector: selectorOf(selector),
      reason: reason as SessionEndReason,
    };
  }
  return null;
}

function selectorOf(selector: Record<string, unknown>): SessionSelector {
  const pick = (key: string) => (isString(selector[key]) ? selector[key] : undefined);
  return {
    userId: pick('userId'),
    familyId: pick('familyId'),
    unitId: pick('unitId'),
    exceptFamilyId: pick('exceptFamilyId'),
  };
}

function decodeSyncEvent(value: Record<string, unknown>): SyncEvent | null {
  const { id, node } = value;
  if (!isString(node)) return null;
  if (value.kind === 'ping') {
    return typeof value.sentAt === 'number' ? { kind: 'ping', node, sentAt: value.sentAt } : null;
  }
  if (!isString(id)) return null;
  if (value.kind === 'ack') return { kind: 'ack', id, node };
  return isRecord(value.selector)
    ? { kind: 'revoke', id, node, selector: selectorOf(value.selector) }
    : null;
}

/** The publisher's `at`, when the payload carries a plausible one. */
function publishedAtOf(payload: string): number | undefined {
  const match = /"at":(\d{1,15})}$/.exec(payload);
  return match ? Number(match[1]) : undefined;
}

/** Hands decoded payloads to subscribers; shared by both modes. */
export function createSubscribers() {
  const subscribers = new Set<FanoutSubscriber>();
  return {
    add(subscriber: FanoutSubscriber): () => void {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    deliver(payload: string): void {
      const event = decodeEvent(payload);
      if (!event) return;
      const publishedAt = publishedAtOf(payload);
      for (const s of subscribers) s.event(event, publishedAt);
    },
    gap(): void {
      for (const s of subscribers) s.gap?.();
    },
  };
}
