import { defineMessages } from '../define-messages';

/**
 * Login rules (product.md §5 "Login") and the length cap: the only validation messages the
 * SDK core needs, registered by createPortico itself.
 */
export const loginRules = defineMessages({
  'zh-CN': {
    'validation.tooLong': '输入过长',
    'validation.login.unitCodeRequired': '单位编码不能为空',
    'validation.login.userCodeRequired': '账号不能为空',
    'validation.login.passwordRequired': '密码不能为空',
    'validation.login.agreementRequired': '请阅读并同意用户协议',
  },
  'en-US': {
    'validation.tooLong': 'Input is too long',
    'validation.login.unitCodeRequired': "Unit code can't be empty",
    'validation.login.userCodeRequired': "Account can't be empty",
    'validation.login.passwordRequired': "Password can't be empty",
    'validation.login.agreementRequired': 'Please read and accept the user agreement',
  },
});
