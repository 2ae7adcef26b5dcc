import { type Locale, type MenuItem } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import {
  checkOutsideLink,
  iframeRoute,
  menuTarget,
  type OutsideLinkRules,
} from '@portico/sdk/internal';

/** What the shell does for a menu click (product.md §2.8 "Menu window types"). */
export type MenuAction =
  /** A page of the shell's router: a ROUTE menu's path, or the frame route of a CURRENTPAGE. */
  | { type: 'navigate'; to: string }
  /** A new tab: NEWPAGE (through the frame route), NEWBLANK (direct), any ctrl/cmd-click. */
  | { type: 'new-tab'; url: string }
  /** ALERT: a modal over the shell with the address in a frame, or the menu's tip as text. */
  | { type: 'dialog'; url: string | null; text: string | null }
  /** A menu with children: it opens its group (or, at the first level, its side tree). */
  | { type: 'expand' }
  /** Nothing opens; the message says why. */
  | { type: 'error'; key: TextKey };

export interface MenuActionOptions {
  /** Ctrl-click or cmd-click. */
  newTab: boolean;
  language: Locale;
  /** The route that frames a page for this app: `/iframe` for the user centre, `/gc` for GC. */
  framePath: string;
  /** The outside-link allow-list of the startup config (product.md §5 "Outside links"). */
  rules: OutsideLinkRules;
  /** This page's origin: addresses on it are the shell's own, not outside links. */
  origin: string;
}

export type AddressCheck = { ok: true; url: string } | { ok: false; key: TextKey };

/**
 * The allow-list check of an address the shell is about to frame or open (product.md §2.8): a
 * relative or same-origin address is the hub's own page; anything else must pass the outside-link
 * lists. Script schemes are refused either way (DESIGN.md "Security model").
 */
export function checkMenuAddress(
  address: string,
  rules: OutsideLinkRules,
  origin: string,
): AddressCheck {
  let url: URL;
  try {
    url = new URL(address.trim(), origin);
  } catch {
    return { ok: false, key: 'error.illegalExternalLink' };
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (web && url.origin === origin) return { ok: true, url: url.href };
  return checkOutsideLink(address, rules, origin);
}

/**
 * The shell's decision for a click, on top of the SDK's `menuTarget`: the address goes through
 * the allow-list before anything opens, and an ALERT menu without an address shows its tip.
 */
export function menuAction(menu: MenuItem, options: MenuActionOptions): MenuAction {
  const { newTab, language, framePath, rules, origin } = options;
  const target = menuTarget(menu, { ctrlKey: newTab, language, iframePath: framePath });
  if (target.type === 'none') {
    if (menu.winType === 'ALERT' && menu.tip && target.key === 'links.menuNeedsAddress') {
      return { type: 'dialog', url: null, text: menu.tip };
    }
    return target.key ? { type: 'error', key: target.key } : { type: 'expand' };
  }
  // A ROUTE path is one of the shell's own routes; every other address may leave the hub.
  if (menu.winType !== 'ROUTE') {
    const address = (menu.link ?? menu.path ?? '').trim();
    const check = checkMenuAddress(address, rules, origin);
    if (!check.ok) return { type: 'error', key: check.key };
  }
  switch (target.type) {
    case 'route':
      return { type: 'navigate', to: target.path };
    case 'frame':
      return { type: 'navigate', to: iframeRoute(menu, target.url, language, framePath) };
    case 'dialog':
      return { type: 'dialog', url: target.url, text: menu.tip };
    case 'new-tab':
      return { type: 'new-tab', url: target.url };
  }
}

/**
 * The address a menu's link points at, for the `href` of its anchor (middle click, "open link
 * in new tab", the status bar): the same place a plain click leads, or none.
 */
export function menuHref(menu: MenuItem, options: Omit<MenuActionOptions, 'newTab'>): string {
  const action = menuAction(menu, { ...options, newTab: false });
  if (action.type === 'navigate') return action.to;
  if (action.type === 'new-tab') return action.url;
  return '';
}
