import { defineMessages } from '../define-messages';

/**
 * The user's own account: change password (incl. the forced change of product.md §4), reset and
 * recovery by e-mail, e-mail binding and the verification-code button (product.md §2.6, §2.9, §4).
 */
export const account = defineMessages({
  'zh-CN': {
    'password.change.title': '修改密码',
    'password.change.old': '旧密码',
    'password.change.new': '新密码',
    'password.change.confirm': '确认密码',
    'password.change.submit': '确认修改',
    'email.bind.title': '绑定密码找回邮箱',
    'email.bind.email': '邮箱',
    'email.bind.code': '验证码',
    'email.bind.password': '当前密码',
    'email.bind.submit': '绑定',
    'email.bind.success': '邮箱绑定成功',
    'email.bind.current': '当前绑定邮箱：{email}',
    'email.bind.none': '尚未绑定邮箱，绑定后可通过邮箱找回密码。',
    'verifyCode.send': '获取验证码',
    'verifyCode.countdown': '{seconds} 秒后重新获取',
    'verifyCode.sent': '验证码已发送',
    'hubHandOff.password':
      '修改密码需在统一门户中进行。点击“前往统一门户”，修改完成并重新登录后将返回本页面。',
    'hubHandOff.forced': '您的密码需要修改后才能继续使用。',
    'hubHandOff.unit': '切换单位需在统一门户中进行。点击“前往统一门户”，切换完成后将返回本页面。',
    'hubHandOff.go': '前往统一门户',
  },
  'en-US': {
    'password.change.title': 'Change password',
    'password.change.old': 'Old password',
    'password.change.new': 'New password',
    'password.change.confirm': 'Confirm password',
    'password.change.submit': 'Change',
    'email.bind.title': 'Bind an e-mail for password reset',
    'email.bind.email': 'E-mail',
    'email.bind.code': 'Verification code',
    'email.bind.password': 'Current password',
    'email.bind.submit': 'Bind',
    'email.bind.success': 'E-mail bound',
    'email.bind.current': 'Currently bound e-mail: {email}',
    'email.bind.none': 'No e-mail is bound yet. Bind one to reset your password by e-mail.',
    'verifyCode.send': 'Get code',
    'verifyCode.countdown': 'Resend in {seconds} s',
    'verifyCode.sent': 'Verification code sent',
    'hubHandOff.password':
      'Passwords are changed in the hub. Continue there; once changed and signed in again, you come back to this page.',
    'hubHandOff.forced': 'Your password must be changed before you go on.',
    'hubHandOff.unit':
      'Units are switched in the hub. Continue there; once switched, you come back to this page.',
    'hubHandOff.go': 'Continue in the hub',
  },
});
