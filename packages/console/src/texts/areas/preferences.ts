import { defineTexts } from '../define-texts';

/**
 * Modals of the operation menu: language select, translation editor, logo change, unit change,
 * update history, repeat-login notice (product.md §2.9, §4).
 */
export const preferencesTexts = defineTexts({
  'zh-CN': {
    'translation.editor': '翻译编辑',
    'translation.key': '键',
    'translation.value': '译文',
    'translation.page': '页面',
    'translation.discard': '放弃修改',
    'translation.saved': '翻译已保存',
    'sessions.end': '结束',
    'sessions.ended': '会话已结束',
    'updateHistory.title': '更新历史',
  },
  'en-US': {
    'translation.editor': 'Translation editor',
    'translation.key': 'Key',
    'translation.value': 'Translation',
    'translation.page': 'Page',
    'translation.discard': 'Discard changes',
    'translation.saved': 'Translations saved',
    'sessions.end': 'End',
    'sessions.ended': 'Session ended',
    'updateHistory.title': 'Update history',
  },
});
