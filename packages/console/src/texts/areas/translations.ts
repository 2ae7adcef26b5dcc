import { defineTexts } from '../define-texts';

/**
 * The console's language switch and in-page translation editor (product.md §4 "Language", §2.9;
 * api-contract.md §7.8). The editor's fixed messages ('no content was modified', 'there is unsaved
 * content') live with the other modals in `preferences`.
 */
export const translationsTexts = defineTexts({
  'zh-CN': {
    'languageSwitch.label': '语言：{language}',
    'languageSwitch.short.zhCN': '中',
    'languageSwitch.short.enUS': 'EN',
    'translationEditor.editing': '正在编辑 {language} 的文字',
    'translationEditor.search': '搜索键或文字',
    'translationEditor.default': '默认文字',
    'translationEditor.emptyHint': '留空则显示默认文字',
    'translationEditor.changed': '已修改 {count} 条',
    'translationEditor.count': '{count} 条',
    'translationEditor.noMatch': '没有匹配的文字',
    'translationEditor.keepEditing': '继续编辑',
    'translationEditor.unsavedHint': '关闭后，尚未保存的修改将会丢失。',
    'translationEditor.saveFailed': '保存失败：{reason}',
    'translationEditor.shortcut': '快捷键 {keys}',
    'translationEditor.page.menu': '菜单',
  },
  'en-US': {
    'languageSwitch.label': 'Language: {language}',
    'languageSwitch.short.zhCN': '中',
    'languageSwitch.short.enUS': 'EN',
    'translationEditor.editing': 'Editing the {language} texts',
    'translationEditor.search': 'Search keys or texts',
    'translationEditor.default': 'Default text',
    'translationEditor.emptyHint': 'Leave empty to show the default text',
    'translationEditor.changed': '{count} changed',
    'translationEditor.count': '{count} texts',
    'translationEditor.noMatch': 'No matching texts',
    'translationEditor.keepEditing': 'Keep editing',
    'translationEditor.unsavedHint': 'Closing now loses the edits you have not saved.',
    'translationEditor.saveFailed': 'Saving failed: {reason}',
    'translationEditor.shortcut': 'Shortcut {keys}',
    'translationEditor.page.menu': 'Menus',
  },
});
