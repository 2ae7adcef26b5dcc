// @portico/sdk/messaging: unread count, message lists and live push (the messaging issue
// builds the services here; the types and the badge rule are shared now).
export { formatUnreadBadge, MESSAGE_LEVELS, MESSAGE_TYPES } from './message-types';
export type { Message, MessageLevel, MessageType } from './message-types';
