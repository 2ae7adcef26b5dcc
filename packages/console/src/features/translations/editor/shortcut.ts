/** What the editor's shortcut looks at besides the key event itself. */
export interface ShortcutContext {
  isMac: boolean;
  /** The page's selected text (window.getSelection()). */
  selectedText: string;
}

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat'
> & { target: EventTarget | null; composedPath?: () => EventTarget[] };

/** An input, a text area, a select or anything contenteditable: where Ctrl+X cuts. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable=true]') !== null
  );
}

/**
 * The translation editor's shortcut (product.md §4 "Language"): Ctrl+X, Cmd+X on macOS,
 * but never where it would cut — with text selected or in an editable field (inside the elements'
 * shadow roots too, hence the composed path).
 */
export function isEditorShortcut(event: KeyEventLike, context: ShortcutContext): boolean {
  const isX = event.code === 'KeyX' || event.key.toLowerCase() === 'x';
  const modifier = context.isMac
    ? event.metaKey && !event.ctrlKey
    : event.ctrlKey && !event.metaKey;
  if (!isX || !modifier || event.altKey || event.shiftKey || event.repeat) return false;
  if (context.selectedText !== '') return false;
  const origin = event.composedPath?.()[0] ?? event.target;
  return !isEditable(origin) && !isEditable(event.target);
}

/** macOS, where the command key takes control's place. */
export function isMacPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /mac|iphone|ipad/i.test(nav.platform || nav.userAgent);
}

/** How the shortcut reads on this platform, for the editor's hint. */
export const shortcutLabel = (isMac: boolean) => (isMac ? '⌘X' : 'Ctrl+X');
