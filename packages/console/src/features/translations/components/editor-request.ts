/** The window event that asks TranslationsEffects to open the translation editor. */
export const EDITOR_REQUEST = 'portico-console:translation-editor';

/** Opens the editor as Ctrl+X does (for translators; anyone else's request does nothing). */
export function requestTranslationEditor(): void {
  window.dispatchEvent(new Event(EDITOR_REQUEST));
}
