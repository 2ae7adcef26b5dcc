import { defineTexts } from '../define-texts';

/**
 * Passkeys: the "Passkeys" section of the Sign-in security dialog and the login page's passkey
 * sign-in (alone, or as the second factor).
 */
export const passkeysTexts = defineTexts({
  'zh-CN': {
    'passkey.signIn': '使用通行密钥登录',
    'passkey.useAsFactor': '使用通行密钥',
  },
  'en-US': {
    'passkey.signIn': 'Sign in with a passkey',
    'passkey.useAsFactor': 'Use a passkey',
  },
});
