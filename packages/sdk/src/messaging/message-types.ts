/** Message severities (product.md §3 "Message"): normal, warning, urgent. */
export const MESSAGE_LEVELS = ['INFO', 'WARN', 'SERIOUS'] as const;
export type MessageLevel = (typeof MESSAGE_LEVELS)[number];

/** Message kinds (product.md §3 "Message"). */
export const MESSAGE_TYPES = ['PRIVATE', 'NOTICE', 'SYSTEM', 'PUBLIC'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A message as the message calls answer it (product.md §3, api-contract.md §7.7). */
export interface Message {
  messageId: string;
  messageTitle: string;
  messageText: string;
  messageLevel: MessageLevel;
  messageType: MessageType;
  readState: 'T' | 'F';
  srcUsername: string | null;
  srcUsercode: string | null;
  srcOrgname: string | null;
  publishDate: string;
  createDatetime: string;
  isShow: 'T' | 'F';
}

/** The unread badge shows 99+ above 99 (api-contract.md §9). */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
