import { createPorticoElement, defineOnce } from '../../shadow/create-element';
import { lazyComponent } from '../../shadow/lazy-component';
import type { AppPopoverProps } from './app-popover';

// The component loads when the element first renders (components/element-bodies.ts).
const AppPopover = /* @__PURE__ */ lazyComponent<AppPopoverProps>(() =>
  import('../element-bodies').then((module) => module.AppPopover),
);

export const APP_POPOVER_TAG = 'portico-app-popover';

const Base = /* @__PURE__ */ createPorticoElement(AppPopover, {
  attributes: { locale: 'string', apiBase: 'string', appCode: 'string' },
  properties: ['client'],
});

/**
 * @summary 'My Apps': a button that opens the signed-in user's app links (GET /loginApps), each
 * with its colour, icon or initial and description, opening in a new tab; an app without an
 * address shows 'no matched address'. The list loads on first use.
 * @tagname portico-app-popover
 *
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr api-base - Server origin for a client of this element's own (no `client` set).
 * @attr app-code - App code for a client of this element's own.
 *
 * @prop {PorticoClient} client - The SDK client; the page's shared (or `Portico.configure`d) one by default.
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} apiBase - Mirrors the `api-base` attribute.
 * @prop {string} appCode - Mirrors the `app-code` attribute.
 *
 * @event {CustomEvent<{ code: string; url: string }>} portico-app-launch - An app link is about to
 * open in a new tab. Cancelable: `preventDefault()` to open it your own way. Bubbles, composed.
 *
 * @csspart base - The 'My Apps' button.
 * @csspart icon - The button's icon.
 * @csspart popover - The popover.
 * @csspart popover-title - Its 'My Apps' heading.
 * @csspart app-list - The list of apps.
 * @csspart app - One app (a link; without an address, a disabled entry).
 * @csspart app-icon - The app's colour with its image, icon or initial.
 * @csspart app-name - The app's description and code.
 * @csspart tooltip - 'No matched address' of an app without an address.
 * @csspart alert - The call's failure.
 *
 * @cssproperty --portico-color-primary - Icon background when the app has no colour; focus ring.
 * @cssproperty --portico-color-on-primary - Icon and initial on the app colour.
 * @cssproperty --portico-color-surface - Popover background.
 * @cssproperty --portico-color-subtle - Hover background.
 * @cssproperty --portico-color-border - Popover border.
 * @cssproperty --portico-color-text - Main text; the tooltip background.
 * @cssproperty --portico-color-muted - App codes.
 * @cssproperty --portico-font-family - Font.
 * @cssproperty --portico-radius - Corner radius.
 */
export class PorticoAppPopoverElement extends Base {}

declare global {
  interface HTMLElementTagNameMap {
    [APP_POPOVER_TAG]: PorticoAppPopoverElement;
  }
}

/** Registers `<portico-app-popover>` (or another tag name) once; later calls do nothing. */
export function defineAppPopoverElement(tag: string = APP_POPOVER_TAG): void {
  defineOnce(tag, PorticoAppPopoverElement, APP_POPOVER_TAG);
}
