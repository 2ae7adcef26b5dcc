import { defineTexts } from '../define-texts';

/** Session states of product.md §4: forced password change, re-login, unit switch. */
export const sessionTexts = defineTexts({
  'zh-CN': {
    'session.loggedOutElsewhere': '您已在其他页面退出登录',
  },
  'en-US': {
    'session.loggedOutElsewhere': 'You were logged out in another page',
  },
});
