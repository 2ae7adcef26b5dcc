/** Where the token lives: a cookie per host and app (api-contract.md §9), or memory. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The hub's cookie (app code SSO); other apps add their code to it (`tokenCookieName`). */
export const DEFAULT_TOKEN_COOKIE = 'portico_token';
/** The hub's app code (product.md §2.5 "/sso (application code SSO)"). */
export const HUB_APP_CODE = 'SSO';

/**
 * The token cookie of an app on its host. The hub keeps `portico_token`; any other app code gets
 * `portico_token_<CODE>`, so a child app on the hub's host never overwrites the hub's token that
 * the hub watches every second (product.md §4), nor another child's (DESIGN.md "Security model").
 * Codes are letters, digits and `_`/`-` (the app code rule), all valid in a cookie name; anything
 * else is replaced so a strange code cannot break the cookie string.
 */
export function tokenCookieName(appCode: string = HUB_APP_CODE): string {
  if (!appCode || appCode === HUB_APP_CODE) return DEFAULT_TOKEN_COOKIE;
  return `${DEFAULT_TOKEN_COOKIE}_${appCode.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/**
 * The storage key of the login info of an app, kept apart per app code like the token:
 * `portico.session` for the hub, `portico.session.<CODE>` for any other app.
 */
export function sessionStorageKey(appCode: string = HUB_APP_CODE): string {
  return !appCode || appCode === HUB_APP_CODE ? 'portico.session' : `portico.session.${appCode}`;
}

/**
 * Keeps the token in a host cookie named for the app (`tokenCookieName`), so every page of one
 * app on the host shares its sign-in, and apps on one host never share or overwrite tokens. The
 * name may be a function when the app code is known only later (after loadConfig). The cookie is
 * a session cookie with SameSite=Lax; `Secure` is added on https. It cannot be HttpOnly: the
 * contract sends the token in Authorization, so the page reads it (README "Security").
 */
export function createCookieTokenStore(
  name: string | (() => string) = DEFAULT_TOKEN_COOKIE,
  doc: Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> } = document,
): TokenStore {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const nameOf = typeof name === 'function' ? name : () => name;
  return {
    get() {
      const wanted = nameOf();
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === wanted) return decodeURIComponent(rest.join('=')) || null;
      }
      return null;
    },
    set(token) {
      doc.cookie = `${nameOf()}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}`;
    },
    clear() {
      doc.cookie = `${nameOf()}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}

/** A token store in memory: for Node, tests and a page that keeps its session to itself. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
