import { createPorticoElement, defineOnce } from '../../shadow/create-element';
import { MessageBell } from './message-bell';

export const MESSAGE_BELL_TAG = 'portico-message-bell';

const Base = /* @__PURE__ */ createPorticoElement(MessageBell, {
  attributes: { locale: 'string', apiBase: 'string', appCode: 'string', hubUrl: 'string' },
  properties: ['client', 'messaging'],
});

/**
 * @summary The message icon with the unread badge (99+ above 99), live over the SDK's
 * messaging; a click opens the message centre (tabs PRIVATE and NOTICE, search, batch read and
 * unread, detail). The centre loads on first use.
 * @tagname portico-message-bell
 *
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr api-base - Server origin for a client of this element's own (no `client` set).
 * @attr hub-url - The hub's address: the API origin when `api-base` is absent; the one-time code
 * the hub sends back after Sign in becomes this app's session.
 * @attr app-code - App code for a client of this element's own; messages are read for it.
 *
 * @prop {PorticoClient} client - The SDK client; the page's shared (or `Portico.configure`d) one by default.
 * @prop {Messaging} messaging - A `createMessaging()` instance; the page's shared one by default
 * (one unread count, notice queue and socket for every element of the page).
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} apiBase - Mirrors the `api-base` attribute.
 * @prop {string} appCode - Mirrors the `app-code` attribute.
 * @prop {string} hubUrl - Mirrors the `hub-url` attribute.
 *
 * @event {CustomEvent<{ count: number }>} portico-unread-change - The unread count changed.
 * Bubbles, composed.
 * @event {CustomEvent<Message>} portico-open-message - A message is about to open (detail: the
 * row). Cancelable: `preventDefault()` shows no detail and leaves it unread. Bubbles, composed.
 * @event {CustomEvent<{ reason: 'state' | 'server'; message: string }>} portico-sso-refused - A
 * sign-in code on the address was not used: not from a sign-in this page started (`state`), or
 * refused by the server; the message was shown. From the first element that picked it up.
 * Bubbles, composed.
 * @event {CustomEvent<{ current: string; next: string }>} portico-sso-kept - A sign-in code of
 * another user arrived while `current` was signed in and the user did not switch: `current`
 * stays. Bubbles, composed.
 *
 * @slot empty - What the message centre shows when a list is empty (its own text by default).
 *
 * @csspart base - The bell button.
 * @csspart icon - The bell icon.
 * @csspart unread-badge - The unread count.
 * @csspart overlay - The backdrop of the centre and detail modals.
 * @csspart dialog - A modal panel (centre: 1000 px, detail: 800 px).
 * @csspart dialog-header - A modal's header.
 * @csspart dialog-title - A modal's title.
 * @csspart dialog-body - A modal's scrolling body.
 * @csspart dialog-footer - A modal's footer.
 * @csspart close-button - A modal's close button.
 * @csspart tab-list - The PRIVATE / NOTICE tab bar.
 * @csspart tab - A tab.
 * @csspart tab-panel - A tab's content.
 * @csspart search - The private tab's search form.
 * @csspart search-toggle - The button that shows or hides the search.
 * @csspart table - A message table.
 * @csspart table-header - A table's header row group.
 * @csspart table-row - A table row.
 * @csspart pagination - The pager with the total.
 * @csspart message-title - A row's title (opens the detail).
 * @csspart message-meta - The detail's type, level, publisher and date.
 * @csspart message-text - The message body.
 * @csspart button - Every button; primary ones also have `button-primary`.
 * @csspart button-primary - Primary buttons.
 * @csspart badge - Level and read-state labels.
 * @csspart field - A search field.
 * @csspart alert - The search rule message.
 * @csspart toast - A short notice (e.g. 'please select messages first').
 *
 * @cssproperty --portico-color-primary - Links, active tab, primary buttons, focus ring.
 * @cssproperty --portico-color-on-primary - Text on primary and on the badge.
 * @cssproperty --portico-color-surface - Modal and button background.
 * @cssproperty --portico-color-subtle - Table header, hover and search background.
 * @cssproperty --portico-color-border - Borders of tables, fields and modals.
 * @cssproperty --portico-color-text - Main text.
 * @cssproperty --portico-color-muted - Secondary text.
 * @cssproperty --portico-color-danger - The unread badge, unread dots and errors.
 * @cssproperty --portico-color-warning - WARN level.
 * @cssproperty --portico-color-success - Success toasts.
 * @cssproperty --portico-color-backdrop - The modal backdrop.
 * @cssproperty --portico-font-family - Font.
 * @cssproperty --portico-radius - Corner radius.
 */
export class PorticoMessageBellElement extends Base {}

declare global {
  interface HTMLElementTagNameMap {
    [MESSAGE_BELL_TAG]: PorticoMessageBellElement;
  }
}

/** Registers `<portico-message-bell>` (or another tag name) once; later calls do nothing. */
export function defineMessageBellElement(tag: string = MESSAGE_BELL_TAG): void {
  defineOnce(tag, PorticoMessageBellElement, MESSAGE_BELL_TAG);
}
