/**
 * The launcher's link for an app: its href with the token appended as `ssoToken`
 * (product.md §2.7). Relative hrefs resolve against `base`; an href that is not http(s)
 * yields null, so a `javascript:` address can never become a link.
 */
export function appLinkWithToken(href: string, token: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('ssoToken', token);
  return url.toString();
}
