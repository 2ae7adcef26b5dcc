import type { PorticoClient } from '@portico/sdk';
import r2wc from '@r2wc/react-to-web-component';
import { adoptPorticoStyles } from '../../shadow/adopt-styles';
import { upgradeProperty } from '../../shadow/upgrade-property';
import { UserBar } from './user-bar';

export const USER_BAR_TAG = 'portico-user-bar';

const ReactUserBarElement = /* @__PURE__ */ r2wc(UserBar, {
  shadow: 'open',
  props: {
    // No transform: r2wc keeps the value as given and never reflects it to an attribute,
    // which is what a rich property (an SDK instance) needs.
    client: undefined,
    locale: 'string',
    logoutRedirect: 'string',
  },
});

/**
 * @summary Shows who is signed in (user and unit) with a logout button; reads the shared
 * Portico session, so a page needs nothing but the script tag.
 * @tagname portico-user-bar
 *
 * @attr locale - `zh-CN` or `en-US`; the client's locale when absent.
 * @attr logout-redirect - URL (http, https or relative) to open after logout; stays when absent.
 *
 * @prop {PorticoClient} client - The SDK client to read the session from; `getDefaultPortico()` by default.
 * @prop {string} locale - Mirrors the `locale` attribute.
 * @prop {string} logoutRedirect - Mirrors the `logout-redirect` attribute.
 *
 * @event {CustomEvent<{ userCode: string; unitCode: string }>} portico-logout - Before logging out.
 * Cancelable: `preventDefault()` keeps the user signed in. Bubbles, composed.
 * @event {CustomEvent<undefined>} portico-logged-out - After the session was cleared, before the
 * redirect. Bubbles, composed.
 *
 * @csspart base - The bar.
 * @csspart avatar - The circle with the user's initial.
 * @csspart user - User name and user code.
 * @csspart unit - Unit name and unit code.
 * @csspart logout-button - The logout button.
 *
 * @cssproperty --portico-color-primary - Avatar background, button hover and focus ring.
 * @cssproperty --portico-color-on-primary - Text on the primary colour.
 * @cssproperty --portico-color-surface - Bar background.
 * @cssproperty --portico-color-border - Bar and button border, divider.
 * @cssproperty --portico-color-text - Main text.
 * @cssproperty --portico-color-muted - Codes and the signed-out text.
 * @cssproperty --portico-font-family - Font of the bar.
 * @cssproperty --portico-radius - Corner radius of the bar and the button.
 */
export class PorticoUserBarElement extends ReactUserBarElement {
  declare client: PorticoClient | undefined;
  declare locale: string | undefined;
  declare logoutRedirect: string | undefined;

  constructor() {
    super();
    if (this.shadowRoot) adoptPorticoStyles(this.shadowRoot);
    upgradeProperty(this, 'client');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    [USER_BAR_TAG]: PorticoUserBarElement;
  }
}

/** Registers `<portico-user-bar>` (or another tag name) once; later calls do nothing. */
export function defineUserBarElement(tag: string = USER_BAR_TAG): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  // A fresh subclass per tag: one constructor may be registered under one name only.
  customElements.define(
    tag,
    tag === USER_BAR_TAG ? PorticoUserBarElement : class extends PorticoUserBarElement {},
  );
}
