import { defineMessages } from '../define-messages';

/** Top user bar (product.md §2.8). */
export const userBar = defineMessages({
  'zh-CN': {
    'userBar.logout': '退出登录',
    'userBar.signedOut': '未登录',
    'userBar.unit': '单位',
    'userBar.user': '用户',
  },
  'en-US': {
    'userBar.logout': 'Log out',
    'userBar.signedOut': 'Not signed in',
    'userBar.unit': 'Unit',
    'userBar.user': 'User',
  },
});
