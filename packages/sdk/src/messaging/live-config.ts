import type { StompHeaders } from '@stomp/stompjs';
import type { LivePush } from './destinations';

/** Socket retry delays: 10, 20, 30 s, then every 60 s (product.md §4, api-contract.md §9). */
export const RECONNECT_DELAYS_MS: readonly number[] = [10_000, 20_000, 30_000, 60_000];
/** Heart-beats 10000 ms each way (api-contract.md §9). */
export const HEARTBEAT_MS = 10_000;
/** Protocol versions 1.1 and 1.0 (api-contract.md §9), preferred first. */
export const STOMP_VERSIONS: readonly string[] = ['1.1', '1.0'];

/**
 * The wait before retry number `attempt` (1-based) of a drop or failed connect: the schedule,
 * then its last value for ever.
 */
export function reconnectDelay(
  attempt: number,
  schedule: readonly number[] = RECONNECT_DELAYS_MS,
): number {
  if (schedule.length === 0) return 0;
  const index = Math.min(Math.max(1, Math.floor(attempt)), schedule.length) - 1;
  return schedule[index]!;
}

/**
 * The broker URL: the WEB_SOCKET base (DESIGN.md "Defaults": `/gc-websocket/gc/inmail`) resolved
 * against the page, http → ws and https → wss, so an https page never opens a plain socket.
 */
export function resolveBrokerUrl(base: string, pageUrl: string): string {
  const url = new URL(base, pageUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  url.hash = '';
  return url.toString();
}

/**
 * CONNECT headers. The token goes both as `Authorization` (what the HTTP calls send) and as the
 * STOMP-standard `passcode` (what a RabbitMQ Web-STOMP or Spring broker reads), so the same SDK
 * works against our broker and against those; a broker reads whichever it knows.
 */
export function connectHeaders(token: string): StompHeaders {
  return { Authorization: token, passcode: token };
}

const PUSH_TYPES = new Set(['message', 'notice-update', 'notice-remove', 'read-state', 'session']);

/** The JSON body of a MESSAGE frame as a LivePush, or null for anything else (never throws). */
export function parsePush(body: string): LivePush | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !PUSH_TYPES.has(type)) return null;
  const push = value as LivePush;
  if ((push.type === 'message' || push.type === 'notice-update') && !push.message?.messageId) {
    return null;
  }
  if (push.type === 'notice-remove' && typeof push.messageId !== 'string') return null;
  if (push.type === 'read-state' && !Array.isArray(push.messageIds)) return null;
  return push;
}
