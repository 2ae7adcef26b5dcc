import { describe, expect, it } from 'vitest';
import { acceptedTags, decideLocale, toLocale } from './decide-locale';

describe('decideLocale: saved choice, then parameter, then browser, then unit (product.md §4 "Language")', () => {
  it.each([
    [
      'the saved choice wins over everything',
      { saved: 'en-US', requested: 'zh-CN', accepted: 'zh-CN', unitDefault: 'zh-CN' },
      'en-US',
    ],
    [
      'a language parameter wins over the browser',
      { requested: 'en-US', accepted: 'zh-CN,zh;q=0.9', unitDefault: 'zh-CN' },
      'en-US',
    ],
    [
      'the browser wins over the unit',
      { accepted: 'en-US,en;q=0.9', unitDefault: 'zh-CN' },
      'en-US',
    ],
    [
      'the unit when the browser speaks nothing Portico does',
      { accepted: 'fr-FR,de;q=0.8', unitDefault: 'en-US' },
      'en-US',
    ],
    ['zh-CN when nothing is known', {}, 'zh-CN'],
    ['an unknown saved value is skipped', { saved: 'klingon', requested: 'en' }, 'en-US'],
    ['OIDC ui_locales: the first known of the list', { requested: 'fr en-GB zh-CN' }, 'en-US'],
    ['navigator.languages as a list', { accepted: ['de-DE', 'zh-TW', 'en'] }, 'zh-CN'],
    [
      'Accept-Language is read by weight, not position',
      { accepted: 'zh-CN;q=0.5,en-US;q=0.9' },
      'en-US',
    ],
    ['q=0 refuses a language', { accepted: 'en;q=0,zh' }, 'zh-CN'],
  ] as const)('%s', (_name, inputs, expected) => {
    expect(decideLocale(inputs)).toBe(expected);
  });

  it('maps language tags onto the two locales', () => {
    expect(['en', 'en-GB', 'EN_us', 'zh', 'zh-Hans-CN', 'zh-TW', 'fr', ''].map(toLocale)).toEqual([
      'en-US',
      'en-US',
      'en-US',
      'zh-CN',
      'zh-CN',
      'zh-CN',
      null,
      null,
    ]);
  });

  it('reads Accept-Language in order of preference, without wildcards', () => {
    expect(acceptedTags('fr;q=0.3, en-US, *;q=0.1, de;q=0.3')).toEqual(['en-US', 'fr', 'de']);
    expect(acceptedTags('')).toEqual([]);
  });
});
