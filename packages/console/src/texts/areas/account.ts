import { defineTexts } from '../define-texts';

/**
 * The user's own account: change password (incl. the forced change of product.md §4), reset and
 * recovery by e-mail, e-mail binding and the verification-code button (product.md §2.6, §2.9, §4).
 */
export const accountTexts = defineTexts({
  'zh-CN': {
    'password.reset.title': '重置密码',
    'password.reset.submit': '重置密码',
    'password.reset.success': '密码已重置，请重新登录',
    'password.recovery.title': '找回密码',
    'password.recovery.unit': '单位',
    'password.recovery.account': '账号',
    'password.recovery.email': '绑定的邮箱',
    'password.recovery.code': '验证码',
    'password.recovery.submit': '发送重置邮件',
    'password.recovery.sent': '重置密码邮件已发送，请查收',
  },
  'en-US': {
    'password.reset.title': 'Reset password',
    'password.reset.submit': 'Reset password',
    'password.reset.success': 'Your password has been reset, please log in again',
    'password.recovery.title': 'Forgot password',
    'password.recovery.unit': 'Unit',
    'password.recovery.account': 'Account',
    'password.recovery.email': 'Bound e-mail',
    'password.recovery.code': 'Verification code',
    'password.recovery.submit': 'Send reset e-mail',
    'password.recovery.sent': 'The password reset e-mail has been sent',
  },
});
