import type { Locale, PorticoClient } from '@portico/sdk';

/** The user bar's public properties and its events' details (README "Typed tags and events"). */

/** `detail` of the cancelable `portico-logout` event. */
export interface LogoutEventDetail {
  userCode: string;
  unitCode: string;
}

/** `detail` of the cancelable `portico-unit-switched` event. */
export interface UnitSwitchedDetail {
  unitCode: string;
  unitName: string;
}

/** `detail` of `portico-locale-change`. */
export interface LocaleChangeDetail {
  locale: Locale;
}

/** `detail` of `portico-menu-collapse`: the state the host is asked to take. */
export interface MenuCollapseDetail {
  collapsed: boolean;
}

export interface UserBarProps {
  /** The SDK client whose session is shown; the page's shared client by default. */
  client?: PorticoClient;
  /** `zh-CN` or `en-US`; the client's current locale when absent or unknown. */
  locale?: string;
  /** Server origin for a client of this element's own (ignored when `client` is set). */
  apiBase?: string;
  /** App code for a client of this element's own (ignored when `client` is set). */
  appCode?: string;
  /**
   * The hub's address (`https://hub.example.com` or its `/sso` page): the API origin when
   * `apiBase` is absent; signed out, Sign in goes there for `appCode` and comes back signed in.
   */
  hubUrl?: string;
  /** Where to go after logout (http, https or relative); stays on the page when absent. */
  logoutRedirect?: string;
  /**
   * Operations or tools to leave out, separated by commas or spaces: `password`, `language`,
   * `logo`, `unit`, `history`, `email`, `backdoor`, `logout`, `user-info`, `refresh`,
   * `copy-link`, `full-screen`, `collapse`.
   */
  hide?: string;
  /** Shows the shell-only buttons: refresh, copy page link, full screen, collapse. */
  shellTools?: boolean;
  /** The host's second-level menu is collapsed (the collapse button offers to expand). */
  menuCollapsed?: boolean;
  /** Collapsing is refused, e.g. while the host's menu is tiled; the button says why. */
  collapseDisabled?: boolean;
  /** The shadow root, passed by the custom element. */
  container?: Element | DocumentFragment;
  /** React only: `portico-logout`; call `preventDefault()` to veto the logout. */
  onLogout?: (event: CustomEvent<LogoutEventDetail>) => void;
  /** React only: `portico-logged-out`, after the session was cleared. */
  onLoggedOut?: (event: CustomEvent<undefined>) => void;
  /** React only: `portico-unit-switched`; `preventDefault()` keeps the page from reloading. */
  onUnitSwitched?: (event: CustomEvent<UnitSwitchedDetail>) => void;
  /** React only: `portico-locale-change`. */
  onLocaleChange?: (event: CustomEvent<LocaleChangeDetail>) => void;
  /** React only: `portico-refresh`; `preventDefault()` keeps the page from reloading. */
  onRefresh?: (event: CustomEvent<undefined>) => void;
  /** React only: `portico-menu-collapse`. */
  onMenuCollapse?: (event: CustomEvent<MenuCollapseDetail>) => void;
}
