import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../core/storage';
import type { HttpClient } from '../http/create-http-client';
import { createI18n } from './i18n';
import { createTranslationStore } from './kv-translations';
import { LANGUAGE_SWITCH_MIN_MS, minDuration, switchLocale } from './switch-locale';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Tracks whether a promise has settled without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: undefined as unknown };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('minDuration: the language-switch loading tip shows for at least 2000 ms (product.md §4, api-contract.md §9)', () => {
  it('a fast task still takes 2000 ms', async () => {
    const state = track(minDuration(Promise.resolve('done'), LANGUAGE_SWITCH_MIN_MS));
    await vi.advanceTimersByTimeAsync(1999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toMatchObject({ settled: true, value: 'done' });
  });

  it('a slow task is not cut short', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 3500));
    const state = track(minDuration(slow, 2000));
    await vi.advanceTimersByTimeAsync(2000);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(state).toMatchObject({ settled: true, value: 'late' });
  });

  it('a failure is reported, but also not before 2000 ms', async () => {
    const state = track(minDuration(Promise.reject(new Error('boom')), 2000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect((state.error as Error).message).toBe('boom');
  });

  it('uses the clock it is given', async () => {
    const clock = { setTimeout: vi.fn((callback: () => void) => callback()) };
    await expect(minDuration(Promise.resolve(1), 2000, clock)).resolves.toBe(1);
    expect(clock.setTimeout).toHaveBeenCalledWith(expect.any(Function), 2000);
  });
});

describe('switchLocale (product.md §4 "Language")', () => {
  function setup() {
    const storage = createMemoryStorage();
    const store = createTranslationStore(storage);
    const request = vi.fn(async () => ({
      translatesDTOs: [{ key: 'login.submit', value: 'Sign in' }],
      lastPullDate: 'D1',
    }));
    const http = { request } as unknown as Pick<HttpClient, 'request'>;
    return { i18n: createI18n(storage, 'zh-CN'), store, http, request };
  }

  it('switches at once, swaps in the stored overrides, pulls, and lasts 2000 ms', async () => {
    const { i18n, store, http, request } = setup();
    store.write('UC', 'en-US', { lastPullDate: 'D0', messages: { 'login.title': 'Portal' } });
    i18n.setOverrides({ 'login.title': '门户' });
    const state = track(switchLocale(i18n, 'en-US', { http, appCode: 'UC', store }));
    expect(i18n.locale.value).toBe('en-US');
    expect(i18n.t('login.title')).toBe('Portal');
    await vi.advanceTimersByTimeAsync(1999);
    expect(state.settled).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toMatchObject({ settled: true, value: true });
    expect(i18n.t('login.submit')).toBe('Sign in');
  });

  it('does nothing when a URL language locked the locale', async () => {
    const { i18n, store, http, request } = setup();
    i18n.lockLocale('zh-CN');
    await expect(switchLocale(i18n, 'en-US', { http, appCode: 'UC', store })).resolves.toBe(false);
    expect(i18n.locale.value).toBe('zh-CN');
    expect(request).not.toHaveBeenCalled();
  });
});
