/**
 * The one appearance API of the elements (STYLE.md §5): the `::part()` names and the
 * `--portico-*` custom properties a host page may set. The components, the docs and the
 * tests read these lists; `theme.css` maps every variable into the Tailwind theme.
 * Dialogs, popovers and toasts render inside the element's own shadow root, so their parts
 * are styled from the host page like any other part of the element.
 */

/** Parts of every modal dialog (ui/modal.tsx). */
export const MODAL_PARTS = [
  'overlay',
  'dialog',
  'dialog-header',
  'dialog-title',
  'dialog-body',
  'dialog-footer',
  'close-button',
] as const;

/** Parts of the shared widgets (ui/*.tsx). */
export const WIDGET_PARTS = [
  'button',
  'button-primary',
  'badge',
  'toast',
  'tab-list',
  'tab',
  'tab-panel',
  'table',
  'table-header',
  'table-row',
  'pagination',
  'input',
  'field',
  'alert',
] as const;

/**
 * `::part()` names of `<portico-user-bar>`: the bar, its page tools, the user-info dropdown, the
 * operation menu and the modals it opens (language, logo, unit switch, e-mail, password).
 */
export const USER_BAR_PARTS = [
  'base',
  'avatar',
  'sign-in',
  'user',
  'unit',
  'logout-button',
  'tools',
  'tool-button',
  'user-info-button',
  'user-info',
  'menu-button',
  'menu',
  'menu-item',
  'language-option',
  'logo-preview',
  'unit-search',
  'unit-table',
  'code-button',
  'form',
  'error',
  // The change-password modal the menu opens: its rule checklist.
  'rules',
  'rule',
  // The Sign-in security dialog: one section per factor, the enrolment QR code and secret,
  // the recovery codes shown once.
  'factor-section',
  'qr-code',
  'totp-secret',
  'recovery-codes',
  ...MODAL_PARTS,
  ...WIDGET_PARTS,
] as const;
export type UserBarPart = (typeof USER_BAR_PARTS)[number];

/** `::part()` names of `<portico-app-popover>` ('My Apps'). */
export const APP_POPOVER_PARTS = [
  'base',
  'icon',
  'popover',
  'popover-title',
  'app-list',
  'app',
  'app-icon',
  'app-name',
  'tooltip',
  'alert',
] as const;
export type AppPopoverPart = (typeof APP_POPOVER_PARTS)[number];

/** `::part()` names of `<portico-message-bell>` (bell, message centre and detail). */
export const MESSAGE_BELL_PARTS = [
  'base',
  'icon',
  'unread-badge',
  'search',
  'search-toggle',
  'message-title',
  'message-meta',
  'message-text',
  ...MODAL_PARTS,
  ...WIDGET_PARTS,
] as const;
export type MessageBellPart = (typeof MESSAGE_BELL_PARTS)[number];

/** `::part()` names of `<portico-notice-stack>`. */
export const NOTICE_STACK_PARTS = [
  'base',
  'notice',
  'notice-title',
  'message-text',
  'notice-actions',
  'close-all',
  'button',
  'button-primary',
  'badge',
] as const;
export type NoticeStackPart = (typeof NOTICE_STACK_PARTS)[number];

/** `::part()` names of `<portico-system-tips>`. */
export const SYSTEM_TIPS_PARTS = ['base', 'label', 'tip', 'counter'] as const;
export type SystemTipsPart = (typeof SYSTEM_TIPS_PARTS)[number];

/** `::part()` names of `<portico-password-modal>`. */
export const PASSWORD_MODAL_PARTS = [
  'forced-message',
  'form',
  'rules',
  'rule',
  'error',
  ...MODAL_PARTS,
  ...WIDGET_PARTS,
] as const;
export type PasswordModalPart = (typeof PASSWORD_MODAL_PARTS)[number];

/** `::part()` names of `<portico-repeat-login-modal>`. */
export const REPEAT_LOGIN_MODAL_PARTS = [
  'message',
  'records',
  ...MODAL_PARTS,
  ...WIDGET_PARTS,
] as const;
export type RepeatLoginModalPart = (typeof REPEAT_LOGIN_MODAL_PARTS)[number];

export type PorticoPart =
  | UserBarPart
  | AppPopoverPart
  | MessageBellPart
  | NoticeStackPart
  | SystemTipsPart
  | PasswordModalPart
  | RepeatLoginModalPart;

/**
 * Theme variables with their defaults. They are read with `var(--name, default)` where used,
 * never declared on `:host`, so a value set anywhere above the element (even on `:root`)
 * is inherited into the shadow root.
 */
export const PORTICO_CSS_VARIABLES = {
  '--portico-color-primary': '#2563eb',
  '--portico-color-on-primary': '#ffffff',
  '--portico-color-surface': '#ffffff',
  '--portico-color-subtle': '#f8fafc',
  '--portico-color-border': '#e2e8f0',
  '--portico-color-text': '#0f172a',
  '--portico-color-muted': '#475569',
  '--portico-color-danger': '#dc2626',
  '--portico-color-warning': '#b45309',
  '--portico-color-success': '#15803d',
  '--portico-color-backdrop': 'rgb(15 23 42 / 0.45)',
  '--portico-font-family': 'ui-sans-serif, system-ui, sans-serif',
  '--portico-radius': '0.5rem',
} as const;
export type PorticoCssVariable = keyof typeof PORTICO_CSS_VARIABLES;

/** `part="…"` attribute value, typed so a misspelt part name fails the typecheck. */
export function part(...names: PorticoPart[]): string {
  return names.join(' ');
}
