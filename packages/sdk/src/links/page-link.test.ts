import { describe, expect, it } from 'vitest';
import { withLanguage } from './page-link';

describe('copy page link (product.md §2.8 "adds language if the URL has none")', () => {
  it('adds the current language to an address without one, keeping query and hash', () => {
    expect(withLanguage('https://hub.example/index?identity=M1#top', 'en-US')).toBe(
      'https://hub.example/index?identity=M1&language=en-US#top',
    );
    expect(withLanguage('https://hub.example/', 'zh-CN')).toBe(
      'https://hub.example/?language=zh-CN',
    );
  });

  it('keeps the language an address already names, even another one', () => {
    const href = 'https://hub.example/iframe?language=zh-CN&url=x';
    expect(withLanguage(href, 'en-US')).toBe(href);
  });
});
