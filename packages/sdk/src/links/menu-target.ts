import type { MenuItem } from '../contract/login';
import type { Locale, MessageKey } from '../i18n/translate';

/** Where a click on a menu goes (product.md §2.8 "Menu window types"). */
export type MenuTarget =
  /** ROUTE: a route of the shell, by its path. */
  | { type: 'route'; path: string }
  /** CURRENTPAGE: the embedded content frame. */
  | { type: 'frame'; url: string }
  /** ALERT: a dialog over the shell showing the address. */
  | { type: 'dialog'; url: string }
  /** NEWPAGE (through /iframe), NEWBLANK (direct), or any menu ctrl-clicked. */
  | { type: 'new-tab'; url: string }
  /** Nothing to open: a menu with children only expands; `key` says why when it is an error. */
  | { type: 'none'; key?: MessageKey };

export interface MenuTargetOptions {
  /** Ctrl-click (or cmd-click) opens a new tab (product.md §2.8). */
  ctrlKey?: boolean;
  /** Carried to /iframe so the new tab keeps the language (product.md §2.5). */
  language: Locale;
  /** The shell's /iframe route (product.md §2.5). */
  iframePath?: string;
}

type MenuFields = Pick<MenuItem, 'winType' | 'path' | 'link' | 'identity' | 'children'>;

/**
 * A menu address may be relative or http(s); anything else (`javascript:`, `data:`) would run in
 * the shell once it is a frame src or a tab, so it is refused as an illegal link.
 */
function isSafeAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address, 'http://relative.invalid');
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `/iframe?identity&language&url`: the shell route that frames a page in a new tab. */
export function iframeRoute(
  menu: Pick<MenuItem, 'identity'>,
  url: string,
  language: Locale,
  iframePath = '/iframe',
): string {
  const query = new URLSearchParams({ identity: menu.identity, language, url });
  return `${iframePath}?${query.toString()}`;
}

/**
 * The pure decision for a menu click (product.md §2.8): ROUTE → route, CURRENTPAGE → frame,
 * ALERT → dialog, NEWPAGE → new tab via /iframe, NEWBLANK → new tab direct; ctrl-click opens any
 * of them in a new tab. A menu with neither address nor children shows 'Primary menu needs be set
 * submenus or address'.
 */
export function menuTarget(menu: MenuFields, options: MenuTargetOptions): MenuTarget {
  // ROUTE menus are addressed by path; the others by link, falling back to the path.
  const raw = menu.winType === 'ROUTE' ? (menu.path ?? menu.link) : (menu.link ?? menu.path);
  const address = raw?.trim() ?? '';
  if (!address) {
    return menu.children.length > 0
      ? { type: 'none' }
      : { type: 'none', key: 'links.menuNeedsAddress' };
  }
  if (!isSafeAddress(address)) return { type: 'none', key: 'error.illegalExternalLink' };
  const viaIframe = () => iframeRoute(menu, address, options.language, options.iframePath);

  switch (menu.winType) {
    case 'ROUTE':
      return options.ctrlKey ? { type: 'new-tab', url: address } : { type: 'route', path: address };
    case 'CURRENTPAGE':
      return options.ctrlKey
        ? { type: 'new-tab', url: viaIframe() }
        : { type: 'frame', url: address };
    case 'ALERT':
      return options.ctrlKey
        ? { type: 'new-tab', url: viaIframe() }
        : { type: 'dialog', url: address };
    case 'NEWPAGE':
      return { type: 'new-tab', url: viaIframe() };
    case 'NEWBLANK':
      return { type: 'new-tab', url: address };
  }
}
