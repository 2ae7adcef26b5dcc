import { useCallback, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { tabbables } from './tabbables';

export { tabbables };

/**
 * Focus inside a shadow root (DESIGN.md "Known pitfalls"): `document.activeElement` is the
 * host element there, so a focus trap that reads it never sees the focused control and lets Tab
 * leave the dialog, and wheel events are retargeted to the host, outside the dialog. These
 * helpers take the initial focus, wrap Tab / Shift+Tab using the shadow root's own
 * `activeElement`, bring back focus lost to nowhere, and keep wheel and touchmove events inside
 * the dialog. The modal (ui/modal.tsx, focus in and out by shadow/modal-layer.ts) and the
 * popovers (user-bar/anchored-popover.tsx, focus in and out by themselves) use them.
 */

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(root: DocumentOrShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The element focused in the tree that holds `el` (its shadow root, or the document). */
export function activeElementOf(el: Node): Element | null {
  const root = el.getRootNode() as Document | ShadowRoot;
  return 'activeElement' in root ? root.activeElement : null;
}

/** `[data-autofocus]` first, else the first control, else the dialog itself. */
export function focusInitial(content: HTMLElement): void {
  const preferred = content.querySelector<HTMLElement>('[data-autofocus]');
  const target = preferred ?? tabbables(content)[0] ?? content;
  target.focus({ preventScroll: true });
}

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
export function wrapTab(event: ReactKeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const content = event.currentTarget;
  // A nested dialog's keys bubble through the React tree: only handle our own.
  if (event.defaultPrevented || !content.contains(event.target as Node)) return;
  const controls = tabbables(content);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = activeElementOf(content);
  const inside = active !== null && content.contains(active);
  if (event.shiftKey && (!inside || active === first || active === content)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

const stop = (event: Event) => event.stopPropagation();

/**
 * Focus lost to nowhere (the focused button became disabled or was removed) goes back to the
 * dialog, so the next Tab starts inside it (a guard reading `document.activeElement` cannot
 * see this inside a shadow root). A window that lost focus is left alone.
 */
function keepFocusInside(event: FocusEvent) {
  const content = event.currentTarget as HTMLElement;
  if (event.relatedTarget !== null) return;
  setTimeout(() => {
    if (!content.isConnected || !document.hasFocus()) return;
    const active = activeElementOf(content);
    if (active === null || !content.contains(active)) content.focus({ preventScroll: true });
  }, 0);
}

/** Props for a dialog's or popover's content: `ref` as its ref, `onKeyDown` for Tab wrapping. */
export function useShadowFocusFix() {
  const cleanup = useRef<(() => void) | null>(null);

  const ref = useCallback((node: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!node) return;
    // Native listeners: they must stop the event before it reaches the document.
    node.addEventListener('wheel', stop, { passive: true });
    node.addEventListener('touchmove', stop, { passive: true });
    node.addEventListener('focusout', keepFocusInside);
    cleanup.current = () => {
      node.removeEventListener('wheel', stop);
      node.removeEventListener('touchmove', stop);
      node.removeEventListener('focusout', keepFocusInside);
    };
  }, []);

  return { ref, onKeyDown: wrapTab };
}
