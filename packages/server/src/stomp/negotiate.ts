import type { StompVersion } from '@portico/sdk/stomp-frames';

/** Real tokens are 43 characters; anything far longer is not worth a lookup. */
const MAX_TOKEN_LENGTH = 512;

/** Highest first: the server answers with the highest version both sides speak. */
export const SUPPORTED_VERSIONS: readonly StompVersion[] = ['1.2', '1.1', '1.0'];

/** The version of a CONNECT's `accept-version`, or null when none is shared. */
export function negotiateVersion(acceptVersion: string | undefined): StompVersion | null {
  // STOMP 1.1: a CONNECT without accept-version comes from a 1.0 client.
  if (acceptVersion === undefined) return '1.0';
  const offered = acceptVersion.split(',').map((v) => v.trim());
  return SUPPORTED_VERSIONS.find((v) => offered.includes(v)) ?? null;
}

export interface HeartbeatPlan {
  /** Server → client: an EOL at least this often (ms); 0 = never. */
  sendEvery: number;
  /** Client → server: some data at least this often (ms); 0 = not checked. */
  expectEvery: number;
  /** The CONNECTED `heart-beat` header: what the server offers, `sx,sy`. */
  header: string;
}

/**
 * STOMP 1.1 heart-beating: the client's `cx,cy` against the server's `sx,sy` (both `serverMs`).
 * Each side sends every max(its own offer, what the other wants); 0 on either side turns it off.
 */
export function negotiateHeartbeat(
  clientHeader: string | undefined,
  serverMs: number,
): HeartbeatPlan | null {
  let cx = 0;
  let cy = 0;
  if (clientHeader !== undefined) {
    const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(clientHeader);
    if (!match) return null;
    cx = Number(match[1]);
    cy = Number(match[2]);
  }
  return {
    sendEvery: serverMs === 0 || cy === 0 ? 0 : Math.max(serverMs, cy),
    expectEvery: serverMs === 0 || cx === 0 ? 0 : Math.max(serverMs, cx),
    header: `${serverMs},${serverMs}`,
  };
}

/** CONNECT headers that may carry the token, in order of preference (README "Live messages"). */
export const TOKEN_HEADERS = ['Authorization', 'authorization', 'passcode', 'token'] as const;

/** The CONNECT token: raw or `Bearer <token>`, as on HTTP calls (require-session.ts). */
export function tokenOf(headers: Record<string, string>): string | null {
  for (const name of TOKEN_HEADERS) {
    const token = headers[name]?.replace(/^Bearer\s+/i, '').trim();
    if (token) return token.length <= MAX_TOKEN_LENGTH ? token : null;
  }
  return null;
}

const ACK_MODES = ['auto', 'client', 'client-individual'];

export interface SubscribeRequest {
  id: string;
  destination: string;
  ack: string;
}

/** The subscription a SUBSCRIBE asks for, or why it is malformed. */
export function readSubscribe(
  headers: Record<string, string>,
  version: StompVersion,
): SubscribeRequest | string {
  const { destination, ack = 'auto' } = headers;
  if (!destination) return 'SUBSCRIBE without destination';
  // STOMP 1.0 made the id optional: the destination then names the subscription.
  const id = headers.id ?? (version === '1.0' ? destination : undefined);
  if (!id) return 'SUBSCRIBE without id';
  if (!ACK_MODES.includes(ack)) return `invalid ack mode ${ack}`;
  return { id, destination, ack };
}
