import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { LoginResult } from '../contract/login';
import { readJson, type KeyValueStorage } from '../core/storage';
import type { TokenStore } from './token-store';

/** What the session keeps of a login result; the token itself stays in the token store. */
export type SessionInfo = Omit<LoginResult, 'jwtToken'>;

export const SESSION_STORAGE_KEY = 'portico.session';

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
  /** Re-reads the token store, e.g. after another page of the host signed out. */
  sync(): void;
}

export function createSession(tokens: TokenStore, storage: KeyValueStorage): Session {
  const token = signal(tokens.get());
  const info = signal<SessionInfo | null>(
    token.value ? readJson(storage, SESSION_STORAGE_KEY) : null,
  );

  return {
    info,
    token,
    isLoggedIn: computed(() => Boolean(token.value && info.value)),
    start(result, { persist = true } = {}) {
      const { jwtToken, ...rest } = result;
      tokens.set(jwtToken);
      // The session is persisted only when the language is not locked by the URL (product.md §4).
      if (persist) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(rest));
      token.value = jwtToken;
      info.value = rest;
    },
    clear() {
      tokens.clear();
      storage.removeItem(SESSION_STORAGE_KEY);
      token.value = null;
      info.value = null;
    },
    sync() {
      const current = tokens.get();
      token.value = current;
      if (!current) info.value = null;
      else if (!info.value) info.value = readJson(storage, SESSION_STORAGE_KEY);
    },
  };
}
