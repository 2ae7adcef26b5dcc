import { createMemoryStorage, createPortico } from '@portico/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocale, translatorFor } from './portico-context';

/**
 * Elements README "user bar" `locale`: without the attribute an element speaks the language the
 * user chose, else the page's (the closest `lang`), else the browser's.
 */
describe("an element's language without a locale attribute", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('lang');
    vi.restoreAllMocks();
  });

  it('follows the closest lang, through a shadow root, else the browser languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    document.documentElement.lang = 'en';
    document.body.innerHTML =
      '<section lang="zh-Hans"><div id="inner"></div></section><p id="outer"></p>';
    const host = document.getElementById('inner')!;
    const shadow = host.attachShadow({ mode: 'open' });
    expect(pageLocale(shadow)).toBe('zh-CN');
    expect(pageLocale(document.getElementById('outer')!)).toBe('en-US');
    document.documentElement.removeAttribute('lang');
    expect(pageLocale(document.getElementById('outer')!)).toBe('zh-CN');
  });

  it('the attribute wins, then the chosen locale, then the page', () => {
    document.documentElement.lang = 'en-US';
    const client = createPortico({ storage: createMemoryStorage() });
    expect(translatorFor(client).locale).toBe('en-US');
    expect(translatorFor(client, 'zh-CN').locale).toBe('zh-CN');
    client.i18n.setLocale('zh-CN');
    expect(translatorFor(client).locale).toBe('zh-CN');
    expect(translatorFor(client, 'en-US').locale).toBe('en-US');
  });
});
