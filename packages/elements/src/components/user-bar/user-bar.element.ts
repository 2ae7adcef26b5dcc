import { createPorticoElement, defineOnce } from '../../shadow/create-element';
import { UserBar } from './user-bar';

export const USER_BAR_TAG = 'portico-user-bar';

const Base = /* @__PURE__ */ createPorticoElement(UserBar, {
  attributes: {
    locale: 'string',
    apiBase: 'string',
    appCode: 'string',
    hubUrl: 'string',
    logoutRedirect: 'string',
    hide: 'string',
    shellTools: 'boolean',
    menuCollapsed: 'boolean',
    collapseDisabled: 'boolean',
  },
  properties: ['client'],
});

/**
 * @summary The top user bar: who is signed in (user and unit; a dropdown adds the department),
 * the operation menu (update password, change language, change logo, change unit, update
 * history, password e-mail, logout; the backdoor option for users who may use it) and, when
 * asked, the shell-only buttons. Reads the shared Portico session, so a page needs nothing but
 * the script tag. The menu and its modals load on first use.
 * @tagname portico-user-bar
 *
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr api-base - Server origin for a client of this element's own (no `client` set).
 * @attr app-code - App code for a client of this element's own (`UC`: the user centre).
 * @attr hub-url - The hub's address: the API origin when `api-base` is absent; signed out,
 * Sign in goes to its SSO page for `app-code` and comes back signed in (a page on another origin).
 * @attr logout-redirect - URL (http, https or relative) to open after logout; stays when absent.
 * @attr hide - What to leave out, separated by commas or spaces: `password`, `language`, `logo`,
 * `unit`, `history`, `email`, `security`, `backdoor`, `logout` (operations), `user-info` (the dropdown),
 * `refresh`, `copy-link`, `full-screen`, `collapse` (shell buttons). Unknown names are ignored.
 * @attr {boolean} shell-tools - Shows the shell-only buttons: refresh, copy page link (adds
 * `language` when the address has none), full screen, collapse/expand the second-level menu.
 * @attr {boolean} menu-collapsed - The host's second-level menu is collapsed (the button offers to expand it).
 * @attr {boolean} collapse-disabled - Collapsing is refused (e.g. the menu is tiled): the button is disabled and says why.
 *
 * @prop {PorticoClient} client - The SDK client to read the session from; the page's shared one by default.
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} apiBase - Mirrors the `api-base` attribute.
 * @prop {string} appCode - Mirrors the `app-code` attribute.
 * @prop {string} hubUrl - Mirrors the `hub-url` attribute.
 * @prop {string} logoutRedirect - Mirrors the `logout-redirect` attribute.
 * @prop {string} hide - Mirrors the `hide` attribute.
 * @prop {boolean} shellTools - Mirrors the `shell-tools` attribute.
 * @prop {boolean} menuCollapsed - Mirrors the `menu-collapsed` attribute.
 * @prop {boolean} collapseDisabled - Mirrors the `collapse-disabled` attribute.
 *
 * @event {CustomEvent<{ userCode: string; unitCode: string }>} portico-logout - Before logging out.
 * Cancelable: `preventDefault()` keeps the user signed in. Bubbles, composed.
 * @event {CustomEvent<undefined>} portico-logged-out - After the session was cleared, before the
 * redirect. Bubbles, composed.
 * @event {CustomEvent<{ unitCode: string; unitName: string }>} portico-unit-switched - The unit was
 * switched (new token and login info stored). Cancelable: `preventDefault()` keeps the page from
 * reloading. Bubbles, composed.
 * @event {CustomEvent<{ locale: 'zh-CN' | 'en-US' }>} portico-locale-change - The language was
 * switched and its translations refreshed. Bubbles, composed.
 * @event {CustomEvent<undefined>} portico-refresh - The refresh button. Cancelable:
 * `preventDefault()` to refresh your own way; otherwise the page reloads. Bubbles, composed.
 * @event {CustomEvent<{ collapsed: boolean }>} portico-menu-collapse - The collapse button asks the
 * host to collapse (true) or expand its second-level menu; set `menu-collapsed` to follow. Bubbles, composed.
 * @event {CustomEvent<{ userCode: string; unitCode: string }>} portico-password-changed - The
 * password was changed from the menu; the logout follows 3 s later. Bubbles, composed.
 * @event {CustomEvent<{ reason: 'state' | 'server'; message: string }>} portico-sso-refused - A
 * sign-in code on the address was not used: not from a sign-in this page started (`state`), or
 * refused by the server; the message was shown. From the first element that picked it up.
 * Bubbles, composed.
 * @event {CustomEvent<{ current: string; next: string }>} portico-sso-kept - A sign-in code of
 * another user arrived while `current` was signed in and the user did not switch: `current`
 * stays. Bubbles, composed.
 *
 * @csspart base - The bar.
 * @csspart tools - The shell-only buttons.
 * @csspart tool-button - One shell-only button.
 * @csspart user-info-button - The button with avatar, user and unit that opens the user-info dropdown.
 * @csspart avatar - The circle with the user's initial.
 * @csspart sign-in - Signed out with a hub and app code known: the Sign in button.
 * @csspart user - User name and user code.
 * @csspart unit - Unit name and unit code.
 * @csspart user-info - The user-info dropdown (unit code/name, user code/name, department).
 * @csspart menu-button - The button that opens the operation menu.
 * @csspart menu - The operation menu.
 * @csspart menu-item - An operation.
 * @csspart logout-button - The logout operation.
 * @csspart overlay - The backdrop of a modal.
 * @csspart dialog - A modal panel (unit switch 800 px, password 520 px, logo 900 px).
 * @csspart dialog-header - A modal's header.
 * @csspart dialog-title - A modal's title.
 * @csspart dialog-body - A modal's scrolling body.
 * @csspart dialog-footer - A modal's footer.
 * @csspart close-button - A modal's close button.
 * @csspart language-option - A language of the language select.
 * @csspart tab-list - The logo / icon tab bar.
 * @csspart tab - A tab.
 * @csspart tab-panel - A tab's content.
 * @csspart logo-preview - A unit's current logo or icon.
 * @csspart unit-search - The unit switch's search form.
 * @csspart unit-table - The unit switch's table.
 * @csspart table - A table.
 * @csspart table-header - A table's header row group.
 * @csspart table-row - A table row.
 * @csspart pagination - The pager with the total.
 * @csspart form - A modal's form.
 * @csspart field - A label, its input and its error.
 * @csspart input - A text input.
 * @csspart code-button - The e-mail binding's send-code button (60 s countdown).
 * @csspart error - A field's error.
 * @csspart rules - The change-password modal's rule checklist.
 * @csspart rule - One rule (`data-met` true or false).
 * @csspart factor-section - A section of the Sign-in security dialog (authenticator app, …).
 * @csspart qr-code - The authenticator enrolment's QR code (drawn in the page).
 * @csspart totp-secret - The authenticator enrolment's key, as text.
 * @csspart recovery-codes - The recovery codes, shown once after enrolment.
 * @csspart alert - A message inside a modal ('Please select a unit', a locked language).
 * @csspart button - Every button of a modal; primary ones also have `button-primary`.
 * @csspart button-primary - Primary buttons.
 * @csspart badge - The 'current' labels.
 * @csspart toast - A short notice (copied, uploaded, 'Replication failed'…).
 *
 * @slot menu-items - Extra items at the end of the operation menu: elements with
 * `role="menuitem"`, which the arrow keys, Home and End reach like the menu's own.
 *
 * @cssproperty --portico-color-primary - Avatar background, primary buttons, focus ring.
 * @cssproperty --portico-color-on-primary - Text on the primary colour.
 * @cssproperty --portico-color-surface - Bar, menu and modal background.
 * @cssproperty --portico-color-subtle - Hover and table header background.
 * @cssproperty --portico-color-border - Borders and dividers.
 * @cssproperty --portico-color-text - Main text.
 * @cssproperty --portico-color-muted - Codes, icons and secondary text.
 * @cssproperty --portico-color-danger - Errors.
 * @cssproperty --portico-color-success - Success toasts.
 * @cssproperty --portico-color-backdrop - The modal backdrop.
 * @cssproperty --portico-font-family - Font.
 * @cssproperty --portico-radius - Corner radius.
 */
export class PorticoUserBarElement extends Base {}

declare global {
  interface HTMLElementTagNameMap {
    [USER_BAR_TAG]: PorticoUserBarElement;
  }
}

/** Registers `<portico-user-bar>` (or another tag name) once; later calls do nothing. */
export function defineUserBarElement(tag: string = USER_BAR_TAG): void {
  defineOnce(tag, PorticoUserBarElement, USER_BAR_TAG);
}
