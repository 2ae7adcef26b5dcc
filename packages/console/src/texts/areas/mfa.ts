import { defineTexts } from '../define-texts';

/**
 * Second factors: the validation of their inputs, the server's answers, the login log's factor
 * names. The console's and the elements' screens keep their own texts in their areas.
 */
export const mfaTexts = defineTexts({
  'zh-CN': {
    'mfa.server.notEnrolled': '尚未登记验证器应用',
  },
  'en-US': {
    'mfa.server.notEnrolled': 'No authenticator app is set up',
  },
});
