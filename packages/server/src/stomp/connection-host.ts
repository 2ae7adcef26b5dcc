import type { StompConnection } from './connection';
import type { ResolveToken } from './principal';

/** The seam between one connection and its broker, which indexes subscriptions across them. */
export interface ConnectionSettings {
  heartbeatMs: number;
  maxFrame: number;
  connectTimeoutMs: number;
  /** A client that has sent nothing for this long is closed, heart-beats negotiated or not. */
  idleTimeoutMs: number;
  maxSubscriptions: number;
}

export interface Subscription {
  connection: StompConnection;
  id: string;
  destination: string;
  ack: string;
}

/** What a connection needs from its broker. */
export interface ConnectionHost {
  settings: ConnectionSettings;
  resolveToken: ResolveToken;
  addSubscription(subscription: Subscription): void;
  removeSubscription(subscription: Subscription): void;
  connected(connection: StompConnection): void;
  released(connection: StompConnection): void;
  onError(error: unknown): void;
}
