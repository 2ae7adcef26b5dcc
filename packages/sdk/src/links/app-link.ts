import type { AppInfo } from '../contract/login';
import { parseHttpUrl } from './redirect-allow-list';

/**
 * The launcher's link for an app: its href with the token appended as `ssoToken`
 * (product.md §2.7). Relative hrefs resolve against `base`; an href that is not http(s)
 * yields null, so a `javascript:` address can never become a link.
 */
export function appLinkWithToken(href: string, token: string, base: string): string | null {
  const url = parseHttpUrl(href, base);
  if (!url) return null;
  url.searchParams.set('ssoToken', token);
  return url.toString();
}

/** The app whose launcher link drops the `/index` suffix (product.md §2.7). */
export const PLATFORM_MEMBER = 'PLATFORM_MEMBER';

/**
 * A launcher tile's link (product.md §2.7): the href with the token appended, and for
 * PLATFORM_MEMBER without its `/index` suffix. The suffix is cut from the path, not the string,
 * so a query or hash after it does not hide it. Null when the app has no usable address.
 */
export function appTileLink(
  app: Pick<AppInfo, 'code' | 'href'>,
  token: string,
  base: string,
): string | null {
  if (!app.href) return null;
  const url = parseHttpUrl(app.href, base);
  if (!url) return null;
  if (app.code === PLATFORM_MEMBER && url.pathname.endsWith('/index')) {
    url.pathname = url.pathname.slice(0, -'/index'.length) || '/';
  }
  return appLinkWithToken(url.href, token, base);
}
