/** Names of the events the elements dispatch; all bubble and are composed (STYLE.md §4). */
export const PORTICO_EVENTS = {
  /** Before logging out; cancelable so the host may veto. */
  logout: 'portico-logout',
  /** After the session has been cleared. */
  loggedOut: 'portico-logged-out',
  /** The unread count changed (detail `{ count }`). */
  unreadChange: 'portico-unread-change',
  /** A message is about to open; cancelable so the host may show it its own way. */
  openMessage: 'portico-open-message',
  /** The password was changed; the logout follows 3 s later (product.md §4). */
  passwordChanged: 'portico-password-changed',
  /** A modal element opened or closed (detail `{ open }`); its `open` attribute follows. */
  openChange: 'portico-open-change',
  /** The repeat-login notice was acknowledged (detail `{ variant }`). */
  repeatLoginAcknowledged: 'portico-repeat-login-acknowledged',
  /** The unit was switched (detail `{ unitCode, unitName }`); cancelable: no page reload. */
  unitSwitched: 'portico-unit-switched',
  /** The language was switched (detail `{ locale }`), after the translations were refreshed. */
  localeChange: 'portico-locale-change',
  /** The bar's refresh button (cancelable: the host refreshes its own way, else the page reloads). */
  refresh: 'portico-refresh',
  /** The bar's collapse button asks the host to collapse or expand its second-level menu. */
  menuCollapse: 'portico-menu-collapse',
  /** A 'My Apps' link is about to open (detail `{ code, url }`); cancelable. */
  appLaunch: 'portico-app-launch',
  /**
   * A sign-in code on the address was not used (detail `{ reason, message }`): not from a
   * sign-in this page started, or refused by the server. The page stays as it was.
   */
  ssoRefused: 'portico-sso-refused',
  /**
   * A sign-in code of another user arrived while `current` is signed in, and the user did not
   * switch (detail `{ current, next }`): the current session stays.
   */
  ssoKept: 'portico-sso-kept',
} as const;
export type PorticoEventName = (typeof PORTICO_EVENTS)[keyof typeof PORTICO_EVENTS];

export interface PorticoEventInit<Detail> {
  detail?: Detail;
  /** Only for events the host may veto with `preventDefault()`. */
  cancelable?: boolean;
}

/**
 * Dispatches a `portico-*` CustomEvent from a node inside the element. `composed` lets it
 * cross the shadow boundary, where it is retargeted to the host element.
 * Returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function dispatchPorticoEvent<Detail = undefined>(
  from: EventTarget,
  name: PorticoEventName,
  { detail, cancelable = false }: PorticoEventInit<Detail> = {},
): boolean {
  return from.dispatchEvent(
    new CustomEvent<Detail | undefined>(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable,
    }),
  );
}
