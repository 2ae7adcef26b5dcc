import { createPorticoElement, defineOnce } from '../../shadow/create-element';
import { MODAL_ATTRIBUTES, modalHostProps } from '../../shadow/modal-element';
import { PasswordModal } from './password-modal';

export const PASSWORD_MODAL_TAG = 'portico-password-modal';

const Base = /* @__PURE__ */ createPorticoElement(PasswordModal, {
  attributes: { ...MODAL_ATTRIBUTES, hubUrl: 'string' },
  properties: ['client'],
  hostProps: modalHostProps,
});

/**
 * @summary Change password, checked as the user types against the unit's PASSWORD_STRATEGY.
 * Opens at once and cannot be closed when the signed-in user must change the password (first
 * login, or unchanged too long; first login may cancel); otherwise it shows while `open` is set.
 * After a change: a success message, then logout 3 s later.
 * @tagname portico-password-modal
 *
 * @attr {boolean} open - Shows the modal (normal mode); removed when it closes, set when a
 * forced change opens it: it always tells whether the modal is on screen.
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr api-base - Server origin for a client of this element's own (no `client` set).
 * @attr app-code - App code for a client of this element's own (`UC`: the user-centre rule).
 * @attr logout-redirect - URL (http, https or relative) opened after the logout that follows a change.
 * @attr hub-url - The hub's address: a client of another app than the hub (an app session) is
 * sent to the hub's page for the change (`/sso?action=password`) and comes back signed in.
 *
 * @prop {PorticoClient} client - The SDK client; the page's shared one by default.
 * @prop {boolean} open - Mirrors the `open` attribute.
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} apiBase - Mirrors the `api-base` attribute.
 * @prop {string} appCode - Mirrors the `app-code` attribute.
 * @prop {string} logoutRedirect - Mirrors the `logout-redirect` attribute.
 * @prop {string} hubUrl - Mirrors the `hub-url` attribute.
 *
 * @event {CustomEvent<{ userCode: string; unitCode: string }>} portico-password-changed - The
 * password was changed; the logout follows 3 s later. Bubbles, composed.
 * @event {CustomEvent<undefined>} portico-logged-out - The session ended, whatever ended it (the
 * logout after a change, a 50001 answer, a sign-in elsewhere, another tab), before any redirect.
 * Bubbles, composed.
 * @event {CustomEvent<{ open: boolean }>} portico-open-change - The modal opened or closed, for
 * any reason: `show()`, `hide()`, `open`, the user, a forced change. Bubbles, composed.
 *
 * @csspart overlay - The backdrop.
 * @csspart dialog - The 520 px panel.
 * @csspart dialog-header - Header.
 * @csspart dialog-title - Title.
 * @csspart dialog-body - Scrolling body.
 * @csspart dialog-footer - Footer with cancel and change.
 * @csspart close-button - Close button (normal mode only).
 * @csspart forced-message - Why the change is forced.
 * @csspart form - The form.
 * @csspart field - A label, its input and its error.
 * @csspart input - A password input.
 * @csspart rules - The rule checklist of the new password.
 * @csspart rule - One rule (`data-met` true or false).
 * @csspart error - A field's error, or the server's answer.
 * @csspart button - Every button; the change button also has `button-primary`.
 * @csspart button-primary - The change button.
 *
 * @cssproperty --portico-color-primary - Change button, focus ring.
 * @cssproperty --portico-color-success - Met rules, success message.
 * @cssproperty --portico-color-warning - The forced message.
 * @cssproperty --portico-color-danger - Errors.
 * @cssproperty --portico-color-surface - Panel background.
 * @cssproperty --portico-color-border - Borders.
 * @cssproperty --portico-color-text - Main text.
 * @cssproperty --portico-color-muted - Policy text, unmet rules.
 * @cssproperty --portico-color-backdrop - The backdrop.
 * @cssproperty --portico-font-family - Font.
 * @cssproperty --portico-radius - Corner radius.
 */
export class PorticoPasswordModalElement extends Base {
  /** Opens the modal (normal mode). */
  show(): void {
    this.open = true;
  }

  /** Closes the modal (normal mode; a forced change stays open). */
  hide(): void {
    this.open = false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [PASSWORD_MODAL_TAG]: PorticoPasswordModalElement;
  }
}

/** Registers `<portico-password-modal>` (or another tag name) once; later calls do nothing. */
export function definePasswordModalElement(tag: string = PASSWORD_MODAL_TAG): void {
  defineOnce(tag, PorticoPasswordModalElement, PASSWORD_MODAL_TAG);
}
