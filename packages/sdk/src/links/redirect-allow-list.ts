/**
 * The hub appends `ssoToken` only to a redirect whose origin belongs to a registered application
 * (DESIGN.md "Security model"). Everything here parses with the WHATWG `URL` parser, the same one
 * the browser navigates with, and the caller navigates to the normalised `href` it was given back,
 * never to the raw input: so `//evil`, `/\evil`, userinfo `@`, encoded or IDN forms cannot make the
 * checked URL and the followed URL differ.
 */

/** Parses `value` (relative to `base`) and keeps it only when it is http or https. */
export function parseHttpUrl(value: string, base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * The origins (scheme, lowercase host, port without the default) of registered application URLs:
 * app hrefs and the values of appCode2HostUrl.json. Relative hrefs live on the hub, so they
 * resolve against `hubOrigin`; unparsable and non-http(s) entries are dropped.
 */
export function registeredOrigins(
  urls: Iterable<string | null | undefined>,
  hubOrigin: string,
): string[] {
  const origins = new Set<string>();
  for (const value of urls) {
    const url = value ? parseHttpUrl(value, hubOrigin) : null;
    if (url) origins.add(url.origin);
  }
  return [...origins];
}

/**
 * The normalised redirect URL when its origin is registered, else null. `registered` may hold
 * origins or whole URLs. Userinfo (`https://user@host`) is refused outright: no application URL
 * needs it and it is the classic way to make a link look like another host.
 */
export function toRegisteredRedirect(
  url: string,
  registered: readonly string[],
  hubOrigin: string,
): string | null {
  // An empty redirect would resolve to the hub page itself; nothing asked for it.
  if (url.trim() === '') return null;
  const target = parseHttpUrl(url, hubOrigin);
  if (!target || target.username !== '' || target.password !== '') return null;
  const allowed = registeredOrigins(registered, hubOrigin);
  return allowed.includes(target.origin) ? target.href : null;
}

/** Whether the hub may append `ssoToken` to `url` and follow it (DESIGN.md "Security model"). */
export function isRegisteredRedirect(
  url: string,
  registered: readonly string[],
  hubOrigin: string,
): boolean {
  return toRegisteredRedirect(url, registered, hubOrigin) !== null;
}
