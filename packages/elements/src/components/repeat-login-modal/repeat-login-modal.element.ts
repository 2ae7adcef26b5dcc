import { createPorticoElement, defineOnce } from '../../shadow/create-element';
import { MODAL_ATTRIBUTES, modalHostProps } from '../../shadow/modal-element';
import { RepeatLoginModal } from './repeat-login-modal';

export const REPEAT_LOGIN_MODAL_TAG = 'portico-repeat-login-modal';

const Base = /* @__PURE__ */ createPorticoElement(RepeatLoginModal, {
  attributes: MODAL_ATTRIBUTES,
  properties: ['client', 'records'],
  hostProps: modalHostProps,
});

/**
 * @summary The repeat-login notice, dismissable only by its button. Opens by itself when the
 * client's repeat-login flag is set (a 52100 answer) or the live connection reports a sign-in
 * elsewhere: "this device was logged out" (variant two; acknowledging clears the session and
 * follows `logout-redirect`). With `records` set it reports where the account signed in
 * (variant one: time, IP, location).
 * @tagname portico-repeat-login-modal
 *
 * @attr {boolean} open - Shows the notice now; set when it opens by itself, removed when it is
 * acknowledged: it always tells whether the notice is on screen.
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr api-base - Server origin for a client of this element's own (no `client` set).
 * @attr app-code - App code for a client of this element's own.
 * @attr logout-redirect - Variant two: URL (http, https or relative) opened after acknowledging.
 *
 * @prop {PorticoClient} client - The SDK client whose flag opens the notice; the shared one by default.
 * @prop {RepeatLoginRecord[]} records - Sign-ins `{ app, descript, time, ip, location }`, newest
 * first: shows variant one.
 * @prop {boolean} open - Mirrors the `open` attribute.
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} apiBase - Mirrors the `api-base` attribute.
 * @prop {string} appCode - Mirrors the `app-code` attribute.
 * @prop {string} logoutRedirect - Mirrors the `logout-redirect` attribute.
 *
 * @event {CustomEvent<{ variant: 'logged-in' | 'logged-out' }>} portico-repeat-login-acknowledged -
 * The button was pressed. Bubbles, composed.
 * @event {CustomEvent<undefined>} portico-logged-out - The session ended, whatever ended it (a
 * sign-in elsewhere, a 50001 answer, a logout elsewhere on the page or in another tab).
 * Bubbles, composed.
 * @event {CustomEvent<{ open: boolean }>} portico-open-change - The notice opened or closed,
 * for any reason: `show()`, `hide()`, `open`, a kick, the button. Bubbles, composed.
 *
 * @csspart overlay - The backdrop.
 * @csspart dialog - The panel.
 * @csspart dialog-header - Header.
 * @csspart dialog-title - Title.
 * @csspart dialog-body - Body.
 * @csspart dialog-footer - Footer with the button.
 * @csspart message - The notice text.
 * @csspart records - Variant one: the sign-in records table.
 * @csspart table - The records table.
 * @csspart button - The acknowledge button (also `button-primary`).
 * @csspart button-primary - The acknowledge button.
 *
 * @cssproperty --portico-color-primary - The button.
 * @cssproperty --portico-color-surface - Panel background.
 * @cssproperty --portico-color-border - Borders.
 * @cssproperty --portico-color-text - Text.
 * @cssproperty --portico-color-backdrop - The backdrop.
 * @cssproperty --portico-font-family - Font.
 * @cssproperty --portico-radius - Corner radius.
 */
export class PorticoRepeatLoginModalElement extends Base {
  /** Opens the notice. */
  show(): void {
    this.open = true;
  }

  /** Clears `open`; a notice that opened by itself stays until it is acknowledged. */
  hide(): void {
    this.open = false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [REPEAT_LOGIN_MODAL_TAG]: PorticoRepeatLoginModalElement;
  }
}

/** Registers `<portico-repeat-login-modal>` (or another tag name) once; later calls do nothing. */
export function defineRepeatLoginModalElement(tag: string = REPEAT_LOGIN_MODAL_TAG): void {
  defineOnce(tag, PorticoRepeatLoginModalElement, REPEAT_LOGIN_MODAL_TAG);
}
