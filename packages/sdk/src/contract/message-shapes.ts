import type { Flag } from './login';
import type { MessageLevel, MessageType } from '../messaging/message-types';

/*
 * The message calls' answers as plain interfaces (product.md §3, api-contract.md §7.7): what the
 * messaging entry hands an app. Their zod schemas (messages.ts, org.ts) are checked against them
 * both ways in public-types.test.ts.
 */

/** A message as the message calls answer it. */
export interface Message {
  /** The message's id. */
  messageId: string;
  /** Its title. */
  messageTitle: string;
  /** Its text (HTML the elements sanitise before showing it). */
  messageText: string;
  /** Its severity. */
  messageLevel: MessageLevel;
  /** Its kind: private, notice, system tip or public. */
  messageType: MessageType;
  /** T once the user has read it. */
  readState: Flag;
  /** The sender's display name, if any. */
  srcUsername: string | null;
  /** The sender's user code, if any. */
  srcUsercode: string | null;
  /** The sender's unit name, if any. */
  srcOrgname: string | null;
  /** When it was published (`YYYY-MM-DD HH:mm:ss`). */
  publishDate: string;
  /** When it was created. */
  createDatetime: string;
  /** T for a system tip that is shown. */
  isShow: Flag;
}

/** A unit's reminder tone: its address and how often it plays (999: until dealt with). */
export interface RemindTone {
  /** The tone's address, or null for none. */
  toneUrl: string | null;
  /** How many times it plays; 999 loops until every popup is dealt with. */
  time: number;
}
