/**
 * The bell's own texts, its accessible name: the first paint registers these instead of the
 * SDK's whole `elementsMessages` (pagination, tables, notices, password rules), which the
 * message centre registers when it loads. Same keys and texts (bell-texts.test.ts holds them).
 */
export const bellMessages = {
  'zh-CN': {
    'elements.bell.label': '消息',
    'elements.bell.labelUnread': '消息，{count} 条未读',
  },
  'en-US': {
    'elements.bell.label': 'Messages',
    'elements.bell.labelUnread': 'Messages, {count} unread',
  },
};
