// Apart from the dialog helpers (dialog-focus.ts): every element's focus() needs it, the
// dialogs' focus fixes only load with the dialogs.
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

/** The focusable controls of `root` in tab order (tabindex ≥ 0, rendered, not inert). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}
