/** What other features use of the translations feature: the shell's switch and editor entry. */
export { TranslationEditorEntry } from './components/editor-entry';
export { LanguageSwitch } from './components/language-switch';
export { TranslationsEffects } from './components/translations-effects';
