import { defineTexts } from '../define-texts';

/**
 * Login rules (product.md §5 "Login") and the length cap: the only validation messages the
 * SDK core needs, registered by createPortico itself.
 */
export const loginRulesTexts = defineTexts({
  'zh-CN': {
    'validation.login.fieldsRequired': '账号、密码或单位编码不能为空',
  },
  'en-US': {
    'validation.login.fieldsRequired': "Account, password or unit code can't be empty",
  },
});
