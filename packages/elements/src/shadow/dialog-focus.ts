import { useCallback, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { tabbables } from './tabbables';

export { tabbables };

/**
 * Radix dialogs inside a shadow root (DESIGN.md "Known pitfalls", radix-ui/primitives#3353):
 * Radix reads `document.activeElement`, which is the host element there, so its focus trap
 * never sees the focused control and lets Tab leave the dialog; and react-remove-scroll sees
 * wheel events retargeted to the host, outside the dialog, and cancels them. These helpers
 * take the initial focus, wrap Tab / Shift+Tab using the shadow root's own `activeElement`,
 * bring back focus lost to nowhere, restore focus on close, and keep wheel and touchmove events
 * inside the dialog. Radix's popovers use all of it; the modal (ui/modal.tsx, no Radix) uses the
 * Tab wrap and the focus keeping, with focus in and out done by shadow/modal-layer.ts.
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
 * A modal hides everything else from assistive technology (`aria-hidden` on the siblings of
 * its host). A modal that another element opens later lives in a host hidden that way, and
 * would stay hidden: the newest modal un-hides its own host and the host's ancestors.
 */
export function exposeHostChain(content: Element): void {
  let node: Node | null = content;
  while (node) {
    if (node instanceof ShadowRoot) node = node.host;
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') {
      node.removeAttribute('aria-hidden');
    }
    node = node?.parentNode ?? null;
  }
}

/**
 * Focus lost to nowhere (the focused button became disabled or was removed) goes back to the
 * dialog, so the next Tab starts inside it; Radix's own guard reads `document.activeElement`
 * and cannot see this inside a shadow root. A window that lost focus is left alone.
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

/**
 * Props for `Dialog.Content` / `Popover.Content`: merge them in, with `ref` as the content's
 * ref. `onOpenAutoFocus` remembers what had focus (looking into shadow roots) to restore it.
 */
export function useShadowFocusFix() {
  const returnTo = useRef<HTMLElement | null>(null);
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

  const onOpenAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const active = deepActiveElement();
    returnTo.current = active instanceof HTMLElement ? active : null;
    const content = event.currentTarget as HTMLElement;
    focusInitial(content);
    // After Radix hid the rest of the page (its effect runs after this one).
    setTimeout(() => exposeHostChain(content), 0);
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, []);

  return { ref, onOpenAutoFocus, onCloseAutoFocus, onKeyDown: wrapTab };
}
