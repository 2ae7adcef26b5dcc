import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../contract/login';
import { createMemoryStorage } from '../core/storage';
import { createSession, SESSION_STORAGE_KEY } from './session';
import { createCookieTokenStore, createMemoryTokenStore } from './token-store';

const result = { jwtToken: 'tok', userCode: 'admin', unitName: 'Platform' } as LoginResult;

describe('session (product.md §4 "Login" and "Logout")', () => {
  it('stores token and login info on start, and clears both on logout', () => {
    const tokens = createMemoryTokenStore();
    const storage = createMemoryStorage();
    const session = createSession(tokens, storage);
    expect(session.isLoggedIn.value).toBe(false);

    session.start(result);
    expect(session.isLoggedIn.value).toBe(true);
    expect(tokens.get()).toBe('tok');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!)).not.toHaveProperty('jwtToken');

    session.clear();
    expect(session.isLoggedIn.value).toBe(false);
    expect(tokens.get()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('does not persist the session when the language is locked by the URL', () => {
    const storage = createMemoryStorage();
    const session = createSession(createMemoryTokenStore(), storage);
    session.start(result, { persist: false });
    expect(session.isLoggedIn.value).toBe(true);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores a persisted session when the token is still there, not without it', () => {
    const storage = createMemoryStorage();
    createSession(createMemoryTokenStore(), storage).start(result);
    expect(createSession(createMemoryTokenStore('tok'), storage).info.value?.userCode).toBe(
      'admin',
    );
    expect(createSession(createMemoryTokenStore(null), storage).isLoggedIn.value).toBe(false);
  });

  it('profile data does not outlive the token: a page without it removes the stored login info', () => {
    const storage = createMemoryStorage();
    createSession(createMemoryTokenStore(), storage).start(result);
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    // The browser closed: the session cookie is gone, the next page finds no token.
    createSession(createMemoryTokenStore(null), storage);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sync() without a token removes the stored login info too', () => {
    const tokens = createMemoryTokenStore();
    const storage = createMemoryStorage();
    const session = createSession(tokens, storage);
    session.start(result);
    tokens.clear();
    session.sync();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sync() ends the session when another page removed the token', () => {
    const tokens = createMemoryTokenStore();
    const session = createSession(tokens, createMemoryStorage());
    session.start(result);
    tokens.clear();
    session.sync();
    expect(session.isLoggedIn.value).toBe(false);
  });

  it('drops a corrupt stored session instead of throwing', () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSession(createMemoryTokenStore('tok'), storage).info.value).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('cookie token store (api-contract.md §9 "token in a cookie per host")', () => {
  it('writes, reads and clears a host cookie', () => {
    const store = createCookieTokenStore('portico_test');
    store.set('a b=c');
    expect(document.cookie).toContain('portico_test=');
    expect(store.get()).toBe('a b=c');
    store.clear();
    expect(store.get()).toBeNull();
  });
});
