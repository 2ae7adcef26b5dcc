import { useEffect, useRef, type RefObject } from 'react';
import { deepActiveElement, focusInitial } from './dialog-focus';

/**
 * What a modal does to the page it sits on, and nothing more: the elements are guests on a host
 * page, so a modal injects no `<style>`, sets no style or attribute on `<body>` or `<html>` and
 * adds nothing to `<body>` (which a scroll-lock library, or `pointer-events: none` on the body,
 * would do; under a host CSP `style-src 'self'` an injected `<style>` is refused as well).
 *
 * - The scroll lock cancels wheel and touch scrolling that would move the page, rather than
 *   hiding the page's scrollbar: nothing moves sideways, and it needs no style. Scrolling inside
 *   an open modal's own scroll areas stays (they have `overscroll-behavior: contain`, so they do
 *   not hand the scroll on to the page).
 * - Escape goes to the topmost modal only.
 * - Focus moves into the modal when it opens and back to where it was when it closes.
 */

interface Layer {
  content: RefObject<HTMLElement | null>;
  onEscape: () => void;
}

/** The open modals, oldest first. */
const layers: Layer[] = [];

/** Whether `element` (inside an open modal) can scroll vertically. */
function scrolls(element: Element): boolean {
  if (element.scrollHeight <= element.clientHeight) return false;
  const overflow = getComputedStyle(element).overflowY;
  return overflow === 'auto' || overflow === 'scroll';
}

/** A wheel or touch move that would scroll the page rather than a modal's own scroll area. */
function lockScroll(event: Event): void {
  const path = event.composedPath();
  for (const layer of layers) {
    const content = layer.content.current;
    const at = content ? path.indexOf(content) : -1;
    if (at < 0) continue;
    if (path.slice(0, at + 1).some((node) => node instanceof Element && scrolls(node))) return;
  }
  if (event.cancelable) event.preventDefault();
}

function onKeyDown(event: KeyboardEvent): void {
  // A widget inside (a popover, a search field's own Escape) may have used the key already.
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = layers[layers.length - 1];
  if (!top) return;
  event.preventDefault();
  top.onEscape();
}

function listen(on: boolean): void {
  const options = { capture: true, passive: false };
  if (on) {
    window.addEventListener('wheel', lockScroll, options);
    window.addEventListener('touchmove', lockScroll, options);
    document.addEventListener('keydown', onKeyDown);
  } else {
    window.removeEventListener('wheel', lockScroll, options);
    window.removeEventListener('touchmove', lockScroll, options);
    document.removeEventListener('keydown', onKeyDown);
  }
}

/**
 * Registers an open modal: the topmost gets Escape, the page's scrolling is locked while any is
 * open, and focus goes in (`[data-autofocus]`, else the first control) and comes back on close.
 */
export function useModalLayer(
  open: boolean,
  content: RefObject<HTMLElement | null>,
  onEscape: () => void,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { content, onEscape: () => escape.current() };
    if (layers.length === 0) listen(true);
    layers.push(layer);
    const returnTo = deepActiveElement();
    if (content.current) focusInitial(content.current);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) listen(false);
      if (returnTo instanceof HTMLElement && returnTo.isConnected) {
        returnTo.focus({ preventScroll: true });
      }
    };
  }, [open, content]);
}
