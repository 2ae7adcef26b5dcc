import { createPorticoElement, defineOnce } from '../../shadow/create-element';
import { lazyComponent } from '../../shadow/lazy-component';
import type { SystemTipsProps } from './system-tips';

// The component loads when the element first renders (components/element-bodies.ts).
const SystemTips = /* @__PURE__ */ lazyComponent<SystemTipsProps>(() =>
  import('../element-bodies').then((module) => module.SystemTips),
);

export const SYSTEM_TIPS_TAG = 'portico-system-tips';

const Base = /* @__PURE__ */ createPorticoElement(SystemTips, {
  attributes: { locale: 'string', apiBase: 'string', appCode: 'string' },
  properties: ['client', 'messaging'],
});

/**
 * @summary The system-notice strip: notices marked isShow, kept up to date by the live
 * connection and rotating every 4 s unless hovered or focused. Renders nothing while there is
 * no tip; give the element `display: block` (or a width) to let it span its container.
 * @tagname portico-system-tips
 *
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr api-base - Server origin for a client of this element's own (no `client` set).
 * @attr app-code - App code for a client of this element's own.
 *
 * @prop {PorticoClient} client - The SDK client; the page's shared one by default.
 * @prop {Messaging} messaging - A `createMessaging()` instance; the page's shared one by default.
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} apiBase - Mirrors the `api-base` attribute.
 * @prop {string} appCode - Mirrors the `app-code` attribute.
 *
 * @csspart base - The strip.
 * @csspart label - The 'System tip' label.
 * @csspart tip - The shown tip's title and text.
 * @csspart counter - Which tip of how many (when more than one).
 *
 * @cssproperty --portico-color-subtle - Strip background.
 * @cssproperty --portico-color-warning - Label background.
 * @cssproperty --portico-color-border - Strip border.
 * @cssproperty --portico-color-text - Title.
 * @cssproperty --portico-color-muted - Text and counter.
 * @cssproperty --portico-font-family - Font.
 * @cssproperty --portico-radius - Corner radius.
 */
export class PorticoSystemTipsElement extends Base {}

declare global {
  interface HTMLElementTagNameMap {
    [SYSTEM_TIPS_TAG]: PorticoSystemTipsElement;
  }
}

/** Registers `<portico-system-tips>` (or another tag name) once; later calls do nothing. */
export function defineSystemTipsElement(tag: string = SYSTEM_TIPS_TAG): void {
  defineOnce(tag, PorticoSystemTipsElement, SYSTEM_TIPS_TAG);
}
