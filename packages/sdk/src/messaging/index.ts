// @portico/sdk/messaging: unread count, message lists and live push (api-contract.md §7.7, §7.9).
export { formatUnreadBadge, MESSAGE_LEVELS, MESSAGE_TYPES } from './message-types';
export type { Message, MessageLevel, MessageType } from './message-types';
export type { RemindTone } from '../contract/message-shapes';
export type { DateInput, MessageSearchFilters } from '../validation/message-search';
export type { MessageParams, MessageRef } from '../i18n/message-ref';
export { liveDestinations } from './destinations';
export {
  isMessageHtml,
  MESSAGE_HTML_ATTRIBUTES,
  MESSAGE_HTML_TAGS,
  MESSAGE_LINK_SCHEMES,
} from './message-html';
export type { LivePush } from './destinations';

// Everything wired to one client's session.
export { attachMessagingParts, createMessaging, withMessagingParts } from './messaging';
export type {
  Messaging,
  MessagingOptions,
  MessagingParts,
  MessagingPartsOptions,
} from './messaging';
// The count and the socket alone (a badge), the parts attached when a screen needs them.
export { createMessagingCore } from './messaging-core';
export type { MessagingCore, MessagingCoreOptions, MessagingPart } from './messaging-core';

// The calls of api-contract.md §7.7.
export {
  assertMessageSearch,
  getMessageDetail,
  getUnreadCount,
  listNotices,
  listUserMessages,
  MESSAGE_CALLS_PATH,
  MessagingValidationError,
  messageTarget,
  pageOrEmpty,
  setReadState,
  setReadStates,
  USER_MESSAGE_SORT,
} from './messages-api';
export type {
  MessageTarget,
  MessagingClient,
  PageOrEmpty,
  ReadState,
  UserMessagePage,
} from './messages-api';

// State pieces, usable alone.
export { createThrottle, createUnreadCounter, UNREAD_THROTTLE_MS } from './unread';
export type { Throttle, UnreadCounter, UnreadCounterOptions } from './unread';
export { createMessageCenter, MESSAGE_LIST_REFRESH_MS } from './message-center';
export type {
  MessageCenter,
  MessageCenterOptions,
  MessageListState,
  MessageTab,
} from './message-center';
export { createNoticeQueue, createSystemTips, NOTICE_RULES, TIP_ROTATION_MS } from './notices';
export type { NoticePopup, NoticeQueue, NoticeQueueOptions, SystemTips } from './notices';
export {
  createReminderTone,
  getRemindTone,
  IDLE_TONE,
  startTone,
  TONE_LOOP_FOREVER,
  toneEnded,
} from './reminder-tone';
export type {
  ReminderTone,
  ReminderToneOptions,
  ToneAudio,
  TonePlayerState,
} from './reminder-tone';

// The live connection (STOMP over WebSocket).
export { createLiveConnection } from './live-connection';
export type {
  ConnectionState,
  LiveConnection,
  LiveConnectionOptions,
  SessionPush,
} from './live-connection';
export {
  connectHeaders,
  HEARTBEAT_MS,
  parsePush,
  RECONNECT_DELAYS_MS,
  reconnectDelay,
  resolveBrokerUrl,
  STOMP_VERSIONS,
} from './live-config';

// Texts.
export {
  connectionStateMessage,
  registerMessagingMessages,
  sessionEventMessage,
} from './messaging-messages';
export { defaultTimers } from './timers';
export type { TimerHandle, Timers } from './timers';
