import type { Page } from 'playwright-core';

/*
 * What the layout sweep measures on a screen, inside the browser: visible controls and labels
 * whose boxes cross each other, and tables wider than the box that holds them. Each finding is a
 * short sentence naming both elements, so a failing sweep says what to fix without a screenshot.
 */

/** Overlaps and overflowing tables inside the last match of `selector` (main, an open dialog). */
export function layoutProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const all = document.querySelectorAll(selector);
    const root = all[all.length - 1];
    if (!root) return [`${selector} not found`];
    const CONTROLS =
      'input:not([type=hidden]), select, textarea, button, a[href], label, [role=switch], [role=tab], [role=combobox]';
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
        .trim()
        .slice(0, 40);
      const field = el.getAttribute('name');
      return `<${el.tagName.toLowerCase()}${field ? ` name=${field}` : ''}> "${text}"`;
    };
    /**
     * The part of an element a person can see: its box cut by every ancestor that clips (a list
     * that scrolls inside a dialog hides the rows below its edge; they overlap nothing seen).
     */
    const visibleBox = (el: Element) => {
      const box = el.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    };
    const shown = (el: Element) => {
      const box = visibleBox(el);
      const style = getComputedStyle(el);
      // Visually hidden helpers (sr-only) are 1 px boxes; they overlap nothing a person sees.
      return (
        box.width > 2 &&
        box.height > 2 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        !el.closest('[hidden], [inert], [aria-hidden=true]')
      );
    };
    const controls = [...root.querySelectorAll(CONTROLS)].filter(shown);
    const problems: string[] = [];
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        // A label around its checkbox, a link around its text: nesting is not an overlap.
        if (a.contains(b) || b.contains(a)) continue;
        const p = visibleBox(a);
        const q = visibleBox(b);
        const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        // Two pixels either way forgive borders that touch (a button group, a segmented field).
        if (width > 2 && height > 2) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    for (const table of root.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const box = table.parentElement!;
      const over = table.getBoundingClientRect().width - box.clientWidth;
      if (over > 1) {
        const caption =
          table.getAttribute('aria-label') ??
          table.querySelector('caption')?.textContent?.trim() ??
          '';
        problems.push(
          `table "${caption}" is ${Math.round(over)} px wider than its box (${box.clientWidth} px)`,
        );
      }
    }
    // A dialog's own controls (its pager, its buttons) stay inside the window, unless they sit
    // in a part of the dialog that scrolls.
    const scrolls = (el: Element) => {
      for (let up = el.parentElement; up && up !== root.parentElement; up = up.parentElement) {
        const { overflowY } = getComputedStyle(up);
        if ((overflowY === 'auto' || overflowY === 'scroll') && up.scrollHeight > up.clientHeight)
          return true;
      }
      return false;
    };
    if (root.tagName === 'DIALOG' || root.getAttribute('role') === 'dialog') {
      const bottom = window.innerHeight;
      for (const el of controls) {
        if (el.getBoundingClientRect().bottom > bottom + 1 && !scrolls(el)) {
          problems.push(`${name(el)} falls below the window`);
        }
      }
    }
    return problems;
  }, selector);
}
