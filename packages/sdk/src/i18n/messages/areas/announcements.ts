import { defineMessages } from '../define-messages';

/**
 * The announcement screens of the console: composing a message for an audience from the
 * directory (/message/publish) and the published messages with their read reports
 * (/message/published).
 */
export const announcements = defineMessages({
  'zh-CN': {
    'route.message.publish': '发布公告',
    'route.message.published': '已发布消息',
  },
  'en-US': {
    'route.message.publish': 'Send an announcement',
    'route.message.published': 'Published messages',
  },
});
