// @portico/sdk/messaging: unread count, message lists and live push (api-contract.md §7.7, §7.9).
export { formatUnreadBadge, MESSAGE_LEVELS, MESSAGE_TYPES } from './message-types';
export type { Message, MessageLevel, MessageType } from './message-types';
export { liveDestinations } from './destinations';
export type { LivePush } from './destinations';
