/**
 * What other features use of the translations feature: the shell's switch and editor entry, and
 * the pull that brings texts written elsewhere (the menu editor's titles per locale).
 */
export { TranslationEditorEntry } from './components/editor-entry';
export { LanguageSwitch } from './components/language-switch';
export { TranslationsEffects } from './components/translations-effects';
export { refreshTranslations } from './kv-sync';
