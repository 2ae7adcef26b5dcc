import { defineTexts } from '../define-texts';

/**
 * Links (product.md §2.7, §2.8): refused links and launch tokens (api-contract.md §8), and the
 * display names of the application codes of product.md §2.7, which the spec does not show
 * (chosen here). Kept apart from the SSO rules' texts, which every child app carries.
 */
export const linksTexts = defineTexts({
  'zh-CN': {
    'error.loginSystemConfigMissing': 'loginSystemConfig 缺失',
  },
  'en-US': {
    'error.loginSystemConfigMissing': 'loginSystemConfig is missing',
  },
});
