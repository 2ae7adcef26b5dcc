import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http/create-http-client';
import type { MessageKey } from './translate';

/**
 * DESIGN.md "Messages" (fallback zh-CN), product.md §4 "Language": areas whose locales load on
 * demand. Fresh modules per test: the registry is the page's, shared by everything it imports.
 */
async function freshModules() {
  vi.resetModules();
  return {
    lazy: await import('./lazy-messages'),
    i18n: await import('./i18n'),
    translate: await import('./translate'),
    switching: await import('./switch-locale'),
    kv: await import('./kv-translations'),
    storage: await import('../core/storage'),
  };
}
let sdk: Awaited<ReturnType<typeof freshModules>>;

beforeEach(async () => {
  sdk = await freshModules();
});

const KEY = 'test.lazy.greeting' as MessageKey;
const ZH = { [KEY]: '你好' };
const EN = { [KEY]: 'Hello' };

/** A locale chunk that arrives when the test says so. */
function chunk(texts: Record<string, string>) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        arrive = () => resolve(texts);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

function switcher() {
  const storage = sdk.storage.createMemoryStorage();
  const i18n = sdk.i18n.createI18n(storage, 'zh-CN');
  const http = { request: vi.fn(async () => ({ translatesDTOs: [] })) } as unknown as Pick<
    HttpClient,
    'request'
  >;
  const options = { http, appCode: 'UC', store: sdk.kv.createTranslationStore(storage), minMs: 0 };
  return {
    i18n,
    switchTo: (locale: 'zh-CN' | 'en-US') => sdk.switching.switchLocale(i18n, locale, options),
  };
}

describe('registerLazyMessages: a page downloads only the locales it shows', () => {
  it('inline texts are there at once; an imported locale loads only when asked for', async () => {
    const en = chunk(EN);
    void sdk.lazy.registerLazyMessages({ 'zh-CN': ZH, 'en-US': en.load });
    expect(sdk.translate.translate('zh-CN', KEY)).toBe('你好');
    expect(en.load).not.toHaveBeenCalled();
    // Not loaded yet: en-US falls back to zh-CN, never to the key.
    expect(sdk.translate.translate('en-US', KEY)).toBe('你好');
    expect(sdk.lazy.messagesLoaded('en-US')).toBe(false);

    const loading = sdk.lazy.loadMessages('en-US');
    en.arrive();
    await loading;
    expect(en.load).toHaveBeenCalledTimes(1);
    expect(sdk.translate.translate('en-US', KEY)).toBe('Hello');
    expect(sdk.lazy.messagesLoaded('en-US')).toBe(true);
  });

  it('an area registered after a locale was loaded loads that locale too', async () => {
    await sdk.lazy.loadMessages('en-US');
    const en = chunk(EN);
    const registered = sdk.lazy.registerLazyMessages({ 'zh-CN': ZH, 'en-US': en.load });
    expect(en.load).toHaveBeenCalledTimes(1);
    en.arrive();
    await registered;
    expect(sdk.translate.translate('en-US', KEY)).toBe('Hello');
  });
});

describe('switchLocale with lazily loaded locales (product.md §4 "Language")', () => {
  it('the locale changes once its chunk has loaded, so no key and no stale text shows', async () => {
    const en = chunk(EN);
    void sdk.lazy.registerLazyMessages({ 'zh-CN': ZH, 'en-US': en.load });
    const { i18n, switchTo } = switcher();
    const seen: string[] = [];
    const switched = switchTo('en-US');
    seen.push(i18n.t(KEY));
    expect(i18n.locale.value).toBe('zh-CN');
    en.arrive();
    await expect(switched).resolves.toBe(true);
    seen.push(i18n.t(KEY));
    expect(i18n.locale.value).toBe('en-US');
    expect(seen).toEqual(['你好', 'Hello']);
  });

  it('a chunk that fails keeps the locale and can be asked for again', async () => {
    const en = chunk(EN);
    void sdk.lazy.registerLazyMessages({ 'zh-CN': ZH, 'en-US': en.load });
    const { i18n, switchTo } = switcher();
    const first = switchTo('en-US');
    en.fail(new Error('chunk failed'));
    await expect(first).rejects.toThrow('chunk failed');
    expect(i18n.locale.value).toBe('zh-CN');

    const second = switchTo('en-US');
    en.arrive();
    await expect(second).resolves.toBe(true);
    expect(en.load).toHaveBeenCalledTimes(2);
    expect(i18n.t(KEY)).toBe('Hello');
  });

  it('with every locale in, the switch is immediate (as before lazy areas)', () => {
    void sdk.lazy.registerLazyMessages({ 'zh-CN': ZH, 'en-US': EN });
    const { i18n, switchTo } = switcher();
    void switchTo('en-US');
    expect(i18n.locale.value).toBe('en-US');
    expect(i18n.t(KEY)).toBe('Hello');
  });
});
