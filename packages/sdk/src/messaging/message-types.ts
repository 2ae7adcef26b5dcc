import type { Message } from '../contract/message-shapes';

/** Message severities (product.md §3 "Message"): normal, warning, urgent. */
export const MESSAGE_LEVELS = ['INFO', 'WARN', 'SERIOUS'] as const;
/** A message severity: INFO, WARN or SERIOUS. */
export type MessageLevel = (typeof MESSAGE_LEVELS)[number];

/** Message kinds (product.md §3 "Message"). */
export const MESSAGE_TYPES = ['PRIVATE', 'NOTICE', 'SYSTEM', 'PUBLIC'] as const;
/** A message kind: PRIVATE, NOTICE, SYSTEM or PUBLIC. */
export type MessageType = (typeof MESSAGE_TYPES)[number];

// A message's type is written out in contract/message-shapes.ts, re-exported as a type only so
// the messaging entry stays zod-free.
export type { Message };

/** The unread badge shows 99+ above 99 (api-contract.md §9). */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
