import { defineMessages } from '../define-messages';

/**
 * Second factors: the validation of their inputs, the server's answers, the login log's factor
 * names. The console's and the elements' screens keep their own texts in their areas.
 */
export const mfa = defineMessages({
  'zh-CN': {
    'validation.mfa.codeRequired': '请输入验证码',
    'validation.mfa.codeMalformed': '验证码格式不正确',
    'validation.mfa.tokenRequired': '缺少第二因素令牌，请重新登录',
    'validation.mfa.factorsRequired': '至少选择一种认证因素',
    'validation.mfa.passwordOrCode': '请输入当前密码或验证器应用的验证码（二选一）',
    'mfa.server.required': '请输入第二因素验证码',
    'mfa.server.enrolmentRequired': '本单位要求第二因素：请先登记验证器应用',
    'mfa.server.codeWrong': '验证码错误或已使用',
    'mfa.server.tokenInvalid': '登录步骤已过期，请重新登录',
    'mfa.server.noPendingEnrolment': '没有待确认的登记，请重新开始',
    'mfa.server.alreadyEnrolled': '已登记验证器应用；如需更换，请先移除',
    'mfa.server.passwordWrong': '密码错误',
    'mfa.server.reverifyRequired': '请先确认密码，再更改登录验证方式',
    'mfa.server.factorNotAllowed': '本单位不接受该认证因素',
    'mfa.factor.pwd': '密码',
    'mfa.factor.totp': '验证器应用',
    'mfa.factor.recovery': '恢复码',
    'mfa.factor.passkey': '通行密钥',
    'mfa.factor.sms': '短信',
    'mfa.factor.upstream': '企业身份服务',
    'mfa.resetNotice.title': '您的登录验证方式已被重置',
    'mfa.resetNotice.text':
      '管理员 {admin} 于 {time} 重置了您的登录验证方式：验证器应用、恢复码和通行密钥已被移除，您的所有会话已结束。如非您本人要求，请立即联系您的管理员或 IT 服务台。',
    'mfa.factorNotice.addedTitle': '您的账号添加了登录验证方式',
    'mfa.factorNotice.addedText':
      '{time}，您的账号添加了登录验证方式：{factor}。如非您本人操作，请立即修改密码、移除该验证方式，并联系您的管理员。',
    'mfa.factorNotice.removedTitle': '您的账号移除了登录验证方式',
    'mfa.factorNotice.removedText':
      '{time}，您的账号移除了登录验证方式：{factor}。如非您本人操作，请立即修改密码并联系您的管理员。',
  },
  'en-US': {
    'validation.mfa.codeRequired': 'Enter the code',
    'validation.mfa.codeMalformed': 'The code is not well formed',
    'validation.mfa.tokenRequired': 'The second-factor token is missing: sign in again',
    'validation.mfa.factorsRequired': 'Choose at least one factor',
    'validation.mfa.passwordOrCode':
      'Enter either your current password or a code from your authenticator app',
    'mfa.server.required': 'Enter your second-factor code',
    'mfa.server.enrolmentRequired':
      'Your unit requires a second factor: set up an authenticator app first',
    'mfa.server.codeWrong': 'The code is wrong or already used',
    'mfa.server.tokenInvalid': 'This sign-in step has expired: sign in again',
    'mfa.server.noPendingEnrolment': 'No enrolment is waiting for confirmation: start again',
    'mfa.server.alreadyEnrolled':
      'An authenticator app is set up already; remove it first to change it',
    'mfa.server.passwordWrong': 'The password is wrong',
    'mfa.server.reverifyRequired': 'Confirm your password to change sign-in factors',
    'mfa.server.factorNotAllowed': 'Your unit does not accept this factor',
    'mfa.factor.pwd': 'Password',
    'mfa.factor.totp': 'Authenticator app',
    'mfa.factor.recovery': 'Recovery code',
    'mfa.factor.passkey': 'Passkey',
    'mfa.factor.sms': 'SMS',
    'mfa.factor.upstream': 'Identity provider',
    'mfa.resetNotice.title': 'Your sign-in factors were reset',
    'mfa.resetNotice.text':
      'An administrator, {admin}, reset your sign-in factors on {time}: your authenticator app, recovery codes and passkeys were removed and your sessions ended. If this was not expected, contact your administrator or IT help desk at once.',
    'mfa.factorNotice.addedTitle': 'A sign-in factor was added to your account',
    'mfa.factorNotice.addedText':
      'On {time} a sign-in factor was added to your account: {factor}. If this was not you, change your password, remove the factor and contact your administrator at once.',
    'mfa.factorNotice.removedTitle': 'A sign-in factor was removed from your account',
    'mfa.factorNotice.removedText':
      'On {time} a sign-in factor was removed from your account: {factor}. If this was not you, change your password and contact your administrator at once.',
  },
});
