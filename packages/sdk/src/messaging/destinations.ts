import type { Message } from './message-types';

/**
 * STOMP destinations of the live connection (api-contract.md §7.9: "topics by app code, user and
 * unit"; the contract does not show them, so they are defined here once for server and clients).
 * A client may subscribe to its own user topic, its units' topics and app topics only.
 */
export const liveDestinations = {
  app: (appCode: string) => `/topic/app/${appCode}`,
  unit: (unitCode: string) => `/topic/unit/${unitCode}`,
  user: (unitCode: string, userCode: string) => `/topic/user/${unitCode}/${userCode}`,
} as const;

/** What the server pushes, as the JSON body of a MESSAGE frame. */
export type LivePush =
  /** A new message for the user (PRIVATE) or the audience (NOTICE, SYSTEM, PUBLIC). */
  | { type: 'message'; message: Message }
  /** A notice or system tip changed (updated by messageId, product.md §4). */
  | { type: 'notice-update'; message: Message }
  /** A notice or system tip was withdrawn. */
  | { type: 'notice-remove'; messageId: string }
  /** Read state changed elsewhere (another tab or app): counts must resync. */
  | { type: 'read-state'; messageIds: string[]; readState: 'T' | 'F' }
  /**
   * The session ended on the server: logout, repeat-login kick, password change, or a unit
   * switch (the tab that switched goes on with its new token; the old one's socket closes).
   */
  | { type: 'session'; event: 'logout' | 'repeat-login' | 'password-changed' | 'unit-switched' };
