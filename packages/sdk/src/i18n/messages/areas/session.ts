import { defineMessages } from '../define-messages';

/** Session states of product.md §4: forced password change, re-login, unit switch. */
export const session = defineMessages({
  'zh-CN': {
    'session.forcedPassword.firstLogin': '首次登录，请修改密码！',
    'session.forcedPassword.expired': '您已长时间未修改密码，请修改密码！',
    'session.forcedPassword.logout': '退出登录',
    'session.passwordChanged': '密码修改成功，{seconds} 秒后将退出登录',
  },
  'en-US': {
    'session.forcedPassword.firstLogin': 'First login, please change password!',
    'session.forcedPassword.expired':
      'You have not changed your password for a long time, please change it!',
    'session.forcedPassword.logout': 'Log out',
    'session.passwordChanged': 'Password changed. You will be logged out in {seconds} s',
  },
});
