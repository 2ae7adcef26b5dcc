/** Where the token lives: a cookie per host (api-contract.md §9), or memory outside a browser. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const DEFAULT_TOKEN_COOKIE = 'portico_token';

/**
 * Keeps the token in a host cookie so that every page of the host (the hub, a child app,
 * a third-party page carrying the elements) shares one sign-in. The cookie is a session
 * cookie with SameSite=Lax; `Secure` is added on https.
 */
export function createCookieTokenStore(
  name = DEFAULT_TOKEN_COOKIE,
  doc: Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> } = document,
): TokenStore {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get() {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name) return decodeURIComponent(rest.join('=')) || null;
      }
      return null;
    },
    set(token) {
      doc.cookie = `${name}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}`;
    },
    clear() {
      doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    },
  };
}

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
