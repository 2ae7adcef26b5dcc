import { defineTexts } from '../define-texts';

/**
 * Message centre, message detail and notice popups (product.md §2.9, §3 "Message", §4 "Notice
 * popup actions").
 */
export const messageTexts = defineTexts({
  'zh-CN': {
    'message.unreadCount': '{count} 条未读',
    'notice.systemTip': '系统提示',
    'notice.connectionLost': '消息连接已断开，正在重连…',
  },
  'en-US': {
    'message.unreadCount': '{count} unread',
    'notice.systemTip': 'System tip',
    'notice.connectionLost': 'Message connection lost, reconnecting…',
  },
});
