import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASES } from '../contract/app-config';
import { createMemoryStorage } from '../core/storage';
import { createHttpClient } from '../http/create-http-client';
import { createI18n } from './i18n';
import {
  createTranslationStore,
  diffTranslations,
  pullTranslations,
  saveTranslations,
  unsavedTranslationsWarning,
} from './kv-translations';
import type { Locale } from './translate';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A fake server: answers each call with the next queued envelope (or a status). */
function setup(locale: Locale, answers: Array<unknown | number>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const answer = answers.shift();
    return typeof answer === 'number'
      ? json({}, answer)
      : json({ result: 0, msg: '', retVal: answer });
  }) as unknown as typeof globalThis.fetch;
  const http = createHttpClient({
    bases: () => DEFAULT_API_BASES,
    origin: 'http://uc.test',
    getToken: () => 'tok-1',
    getLocale: () => locale,
    translate: (key) => key,
    fetch,
  });
  const storage = createMemoryStorage();
  return { http, calls, storage, store: createTranslationStore(storage) };
}

const dto = (key: string, value: string | null, lang = 'en-US') => ({
  key,
  value,
  page: 'login',
  appCode: 'UC',
  lang,
});

describe('kv translations: incremental pull (api-contract.md §7.8, product.md §4 "Language")', () => {
  it('the first pull asks for everything, with the appCode and language headers', async () => {
    const { http, calls, store } = setup('en-US', [
      { translatesDTOs: [dto('login.submit', 'Sign in')], lastPullDate: '2026-03-01 10:00:00' },
    ]);
    const result = await pullTranslations(http, { appCode: 'UC', locale: 'en-US', store });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/translate/kv_translate/kv_translates',
    });
    expect(calls[0]!.query.get('lastPullDate')).toBe('');
    expect(calls[0]!.headers.get('appCode')).toBe('UC');
    expect(calls[0]!.headers.get('language')).toBe('en-US');
    expect(result).toEqual({
      pulled: true,
      lastPullDate: '2026-03-01 10:00:00',
      messages: { 'login.submit': 'Sign in' },
    });
  });

  it('the next pull sends the stored date and merges the changed rows', async () => {
    const { http, calls, store } = setup('en-US', [
      {
        translatesDTOs: [dto('login.submit', 'Sign in'), dto('login.title', 'Portal')],
        lastPullDate: 'D1',
      },
      {
        translatesDTOs: [dto('login.submit', 'Enter'), dto('login.title', null)],
        lastPullDate: 'D2',
      },
    ]);
    await pullTranslations(http, { appCode: 'UC', locale: 'en-US', store });
    const second = await pullTranslations(http, { appCode: 'UC', locale: 'en-US', store });
    expect(calls[1]!.query.get('lastPullDate')).toBe('D1');
    expect(second.messages).toEqual({ 'login.submit': 'Enter' });
    expect(store.read('UC', 'en-US')).toEqual({
      lastPullDate: 'D2',
      messages: { 'login.submit': 'Enter' },
    });
  });

  it('the date is kept per locale, and resets when the locale has no messages', async () => {
    const { http, calls, store } = setup('zh-CN', [
      { translatesDTOs: [], lastPullDate: 'Z1' },
      { translatesDTOs: [] },
    ]);
    store.write('UC', 'en-US', { lastPullDate: 'E9', messages: { 'login.submit': 'Sign in' } });
    store.write('UC', 'zh-CN', { lastPullDate: 'Z0', messages: {} });
    const first = await pullTranslations(http, { appCode: 'UC', locale: 'zh-CN', store });
    expect(calls[0]!.query.get('lastPullDate')).toBe('');
    expect(first.lastPullDate).toBeNull();
    await pullTranslations(http, { appCode: 'UC', locale: 'zh-CN', store });
    expect(calls[1]!.query.get('lastPullDate')).toBe('');
    expect(store.read('UC', 'en-US').lastPullDate).toBe('E9');
  });

  it('applies the merged translations to I18n.setOverrides for the shown locale', async () => {
    const { http, store, storage } = setup('en-US', [
      { translatesDTOs: [dto('login.submit', 'Sign in')], lastPullDate: 'D1' },
    ]);
    const i18n = createI18n(storage, 'en-US');
    await pullTranslations(http, { appCode: 'UC', locale: 'en-US', store, i18n });
    expect(i18n.t('login.submit')).toBe('Sign in');
  });

  it('a failed pull is ignored: stored translations stay in use (api-contract.md §8)', async () => {
    const { http, store, storage } = setup('en-US', [500]);
    store.write('UC', 'en-US', { lastPullDate: 'D1', messages: { 'login.submit': 'Sign in' } });
    const i18n = createI18n(storage, 'en-US');
    const result = await pullTranslations(http, { appCode: 'UC', locale: 'en-US', store, i18n });
    expect(result).toMatchObject({ pulled: false, lastPullDate: 'D1' });
    expect(i18n.t('login.submit')).toBe('Sign in');
  });

  it('a corrupt stored entry counts as nothing stored', async () => {
    const { http, calls, store, storage } = setup('en-US', [
      { translatesDTOs: [{ key: 5 }, dto('', 'x')], lastPullDate: 'D1' },
    ]);
    storage.setItem('portico.translations.UC.en-US', '{"lastPullDate":"D0","messages":{"a":1}}');
    const result = await pullTranslations(http, { appCode: 'UC', locale: 'en-US', store });
    expect(calls[0]!.query.get('lastPullDate')).toBe('');
    expect(result.messages).toEqual({});
  });
});

describe('kv translations: batch save and the editor (api-contract.md §7.8, product.md §4)', () => {
  it('POSTs {appCode, lang, data} to the batch path', async () => {
    const { http, calls } = setup('en-US', [null]);
    const data = [{ key: 'login.submit', value: 'Sign in', page: 'login' }];
    await expect(
      saveTranslations(http, { appCode: 'UC', lang: 'en-US', data }),
    ).resolves.toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/translate/kv_translate/batch',
      body: { appCode: 'UC', lang: 'en-US', data },
    });
  });

  it("saving with no change gives 'no content was modified' and makes no call", async () => {
    const { http, calls } = setup('en-US', []);
    await expect(saveTranslations(http, { appCode: 'UC', lang: 'en-US', data: [] })).resolves.toBe(
      'translation.noChange',
    );
    expect(calls).toEqual([]);
  });

  it("closing with unsaved edits warns 'there is unsaved content'", () => {
    const before = { a: 'A', b: 'B' };
    expect(unsavedTranslationsWarning(before, { ...before })).toBeNull();
    expect(unsavedTranslationsWarning(before, { ...before, b: 'B2' })).toBe('translation.unsaved');
    expect(diffTranslations(before, { a: 'A', b: 'B2', c: 'C' }, 'login')).toEqual([
      { key: 'b', value: 'B2', page: 'login' },
      { key: 'c', value: 'C', page: 'login' },
    ]);
  });
});
