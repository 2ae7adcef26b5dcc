import { defineTexts } from '../define-texts';

/** The reference server's own answers. */
export const serverTexts = defineTexts({
  'zh-CN': {
    'server.accountLocked': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
  },
  'en-US': {
    'server.accountLocked':
      'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  },
});
