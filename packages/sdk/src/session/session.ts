import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { LoginResult } from '../contract/login';
import { readJson, type KeyValueStorage } from '../core/storage';
import type { TokenStore } from './token-store';

/** What the session keeps of a login result; the token itself stays in the token store. */
export type SessionInfo = Omit<LoginResult, 'jwtToken'>;

export const SESSION_STORAGE_KEY = 'portico.session';

/** The signed-in state of one app on a page (`portico.session`): token and login info as signals. */
export interface Session {
  /** The signed-in user's login info, or null. */
  readonly info: ReadonlySignal<SessionInfo | null>;
  readonly token: ReadonlySignal<string | null>;
  /** True when both a token and the login info are present (product.md §4 "Login"). */
  readonly isLoggedIn: ReadonlySignal<boolean>;
  /** Stores user, unit, token, apps and menus after a successful login (product.md §4). */
  start(result: LoginResult, options?: { persist?: boolean }): void;
  /** Clears session, apps, menus and token (product.md §4 "Logout"). */
  clear(): void;
  /** Re-reads the token store, e.g. after another page of the app signed out. */
  sync(): void;
}

/**
 * `storageKey` keeps the login info apart per app like the token (`sessionStorageKey`); a
 * function when the app code is known only later.
 */
export function createSession(
  tokens: TokenStore,
  storage: KeyValueStorage,
  storageKey: string | (() => string) = SESSION_STORAGE_KEY,
): Session {
  const keyOf = typeof storageKey === 'function' ? storageKey : () => storageKey;
  const token = signal(tokens.get());
  // The token is a session cookie: once the browser session that held it is over, the login info
  // (name, unit, menus) it leaves in storage goes too, and does not wait for a sign-out.
  if (!token.value) storage.removeItem(keyOf());
  const info = signal<SessionInfo | null>(token.value ? readJson(storage, keyOf()) : null);

  return {
    info,
    token,
    isLoggedIn: computed(() => Boolean(token.value && info.value)),
    start(result, { persist = true } = {}) {
      const { jwtToken, ...rest } = result;
      tokens.set(jwtToken);
      // The session is persisted only when the language is not locked by the URL (product.md §4).
      if (persist) storage.setItem(keyOf(), JSON.stringify(rest));
      token.value = jwtToken;
      info.value = rest;
    },
    clear() {
      tokens.clear();
      storage.removeItem(keyOf());
      token.value = null;
      info.value = null;
    },
    sync() {
      const current = tokens.get();
      // Another token (another tab's sign-in, or the store of another app code) brings its info.
      const changed = current !== token.value;
      token.value = current;
      if (!current) {
        storage.removeItem(keyOf());
        info.value = null;
      } else if (changed || !info.value) info.value = readJson(storage, keyOf());
    },
  };
}
