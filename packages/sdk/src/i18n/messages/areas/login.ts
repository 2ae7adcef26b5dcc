import { defineMessages } from '../define-messages';

/** Login page (product.md §2.6). */
export const login = defineMessages({
  'zh-CN': {
    'login.title': '用户中心登录',
    'login.unitCode': '单位编码',
    'login.userCode': '账号',
    'login.password': '密码',
    'login.rememberMe': '记住我',
    'login.agreement': '我已阅读并同意用户协议',
    'login.submit': '登录',
    'login.submitting': '登录中…',
    'login.language': '语言',
  },
  'en-US': {
    'login.title': 'User center login',
    'login.unitCode': 'Unit code',
    'login.userCode': 'Account',
    'login.password': 'Password',
    'login.rememberMe': 'Remember me',
    'login.agreement': 'I have read and accept the user agreement',
    'login.submit': 'Log in',
    'login.submitting': 'Logging in…',
    'login.language': 'Language',
  },
});
