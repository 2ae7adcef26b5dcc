/** Space between the anchor and the popover, and kept free at the viewport's edges (px). */
const GAP = 6;
const MARGIN = 8;

/**
 * Places a `position: fixed` popover next to its anchor: below it, or above when the popover
 * does not fit below and there is more room above; its height capped to that room (it scrolls).
 * `end` lines its inline end up with the anchor's (the right edge, the left in a right-to-left
 * page), `start` its inline start; then it is moved back inside the viewport. Set through the
 * CSSOM, which a host CSP `style-src 'self'` allows.
 */
export function placePopover(popover: HTMLElement, anchor: HTMLElement, align: 'start' | 'end') {
  const box = anchor.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const style = popover.style;
  style.maxHeight = '';
  const below = viewportHeight - box.bottom - GAP - MARGIN;
  const above = box.top - GAP - MARGIN;
  const up = popover.offsetHeight > below && above > below;
  style.maxHeight = `${Math.max(up ? above : below, 0)}px`;
  const width = popover.offsetWidth;
  const height = popover.offsetHeight;
  // Physical sides (`left`, `top`): the box is measured in them, in either writing direction.
  const alignLeft = (align === 'start') !== rtl;
  const left = alignLeft ? box.left : box.right - width;
  style.left = `${Math.max(MARGIN, Math.min(left, viewportWidth - width - MARGIN))}px`;
  style.top = `${up ? box.top - GAP - height : box.bottom + GAP}px`;
}
