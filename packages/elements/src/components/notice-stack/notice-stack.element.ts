import { createPorticoElement, defineOnce } from '../../shadow/create-element';
import { lazyComponent } from '../../shadow/lazy-component';
import type { NoticeStackProps } from './notice-stack';

// The component loads when the element first renders (components/element-bodies.ts).
const NoticeStack = /* @__PURE__ */ lazyComponent<NoticeStackProps>(() =>
  import('../element-bodies').then((module) => module.NoticeStack),
);

export const NOTICE_STACK_TAG = 'portico-notice-stack';

const Base = /* @__PURE__ */ createPorticoElement(NoticeStack, {
  attributes: { locale: 'string', apiBase: 'string', appCode: 'string' },
  properties: ['client', 'messaging'],
});

/**
 * @summary The notice popups pushed over the live connection, stacked 150 px from the top
 * right: 'I know' marks read and closes, 'handle later' closes, 'close all' closes every one
 * (at most 20 shown; the rest wait). Renders nothing while there is nothing to show.
 * @tagname portico-notice-stack
 *
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr api-base - Server origin for a client of this element's own (no `client` set).
 * @attr app-code - App code for a client of this element's own.
 *
 * @prop {PorticoClient} client - The SDK client; the page's shared one by default.
 * @prop {Messaging} messaging - A `createMessaging()` instance; the page's shared one by default
 * (the same queue the bell's count follows).
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} apiBase - Mirrors the `api-base` attribute.
 * @prop {string} appCode - Mirrors the `app-code` attribute.
 *
 * @csspart base - The stack.
 * @csspart notice - One popup (`data-level` is INFO, WARN or SERIOUS).
 * @csspart notice-title - A popup's title.
 * @csspart message-text - A popup's text.
 * @csspart notice-actions - A popup's buttons.
 * @csspart close-all - The 'close all' button.
 * @csspart button - Every button; 'I know' also has `button-primary`.
 * @csspart button-primary - The 'I know' buttons.
 * @csspart badge - The level label.
 *
 * @cssproperty --portico-color-primary - INFO edge, 'I know' button.
 * @cssproperty --portico-color-warning - WARN edge.
 * @cssproperty --portico-color-danger - SERIOUS edge.
 * @cssproperty --portico-color-surface - Popup background.
 * @cssproperty --portico-color-border - Popup border.
 * @cssproperty --portico-color-text - Main text.
 * @cssproperty --portico-color-muted - Sender and time.
 * @cssproperty --portico-font-family - Font.
 * @cssproperty --portico-radius - Corner radius.
 */
export class PorticoNoticeStackElement extends Base {}

declare global {
  interface HTMLElementTagNameMap {
    [NOTICE_STACK_TAG]: PorticoNoticeStackElement;
  }
}

/** Registers `<portico-notice-stack>` (or another tag name) once; later calls do nothing. */
export function defineNoticeStackElement(tag: string = NOTICE_STACK_TAG): void {
  defineOnce(tag, PorticoNoticeStackElement, NOTICE_STACK_TAG);
}
