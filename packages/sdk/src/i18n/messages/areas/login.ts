import { defineMessages } from '../define-messages';

/** Login page (product.md §2.6). */
export const login = defineMessages({
  'zh-CN': {
    'login.title': '用户中心登录',
    'login.submit': '登录',
  },
  'en-US': {
    'login.title': 'User center login',
    'login.submit': 'Log in',
  },
});
