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
  const target = appTileTarget(app, base);
  return target ? appLinkWithToken(target, token, base) : null;
}

/** A tile's address without any token (the PLATFORM_MEMBER rule applied); null when none. */
export function appTileTarget(app: Pick<AppInfo, 'code' | 'href'>, base: string): string | null {
  if (!app.href) return null;
  const url = parseHttpUrl(app.href, base);
  if (!url) return null;
  if (app.code === PLATFORM_MEMBER && url.pathname.endsWith('/index')) {
    url.pathname = url.pathname.slice(0, -'/index'.length) || '/';
  }
  return url.href;
}

/**
 * What a launcher tile opens: the hub's own sso page with the app code and the tile's address as
 * redirect (product.md §2.2). There the hub obtains a one-time code issued for that app and sends
 * it only to the origin registered for the code, so the hub's own token never appears in a link,
 * a new tab's address or a child's history (DESIGN.md "Security model").
 */
export function hubLaunchLink(
  app: Pick<AppInfo, 'code' | 'href'>,
  base: string,
  ssoPath = '/sso',
): string | null {
  const target = appTileTarget(app, base);
  if (!target) return null;
  const url = new URL(ssoPath, base);
  url.searchParams.set('appCode', app.code);
  url.searchParams.set('redirect', target);
  return url.href;
}
