import { defineMessages } from '../define-messages';

/**
 * The translations administration screen (api-contract.md §7.8) and the full
 * change-password page (product.md §2.5 /password/update).
 */
export const adminPages = defineMessages({
  'zh-CN': {
    'kvAdmin.title': '翻译管理',
  },
  'en-US': {
    'kvAdmin.title': 'Translations',
  },
});
