import { defineMessages } from '../define-messages';

/**
 * Live connection states and session events pushed over the socket (product.md §4 "Live
 * connection"; `@portico/sdk/messaging`). A repeat-login kick reads 'repeatLogin.loggedOutHere'.
 */
export const messagingLive = defineMessages({
  'zh-CN': {
    'messaging.connection.idle': '未连接',
    'messaging.connection.connecting': '正在连接消息服务…',
    'messaging.connection.connected': '消息服务已连接',
    'messaging.connection.reconnecting': '消息连接已断开，正在重连…',
    'messaging.connection.retryIn': '{seconds} 秒后重新连接',
    'messaging.connection.closed': '消息连接已关闭',
    'messaging.session.logout': '您已退出登录',
    'messaging.session.passwordChanged': '密码已修改，请重新登录',
  },
  'en-US': {
    'messaging.connection.idle': 'Not connected',
    'messaging.connection.connecting': 'Connecting to messages…',
    'messaging.connection.connected': 'Messages connected',
    'messaging.connection.reconnecting': 'Message connection lost, reconnecting…',
    'messaging.connection.retryIn': 'Reconnecting in {seconds} s',
    'messaging.connection.closed': 'Message connection closed',
    'messaging.session.logout': 'You have been signed out',
    'messaging.session.passwordChanged': 'Your password was changed, please sign in again',
  },
});
