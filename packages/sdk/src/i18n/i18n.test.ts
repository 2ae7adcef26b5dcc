import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../core/storage';
import { createI18n, LOCALE_STORAGE_KEY } from './i18n';
import { enUS, zhCN } from './messages/catalogue';
import { format } from './translate';

describe('i18n (DESIGN.md "Messages", product.md §4 "Language")', () => {
  it('every key has both locales', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    for (const value of Object.values(enUS)) expect(value).not.toBe('');
  });

  it('falls back to zh-CN and remembers the chosen locale', () => {
    const storage = createMemoryStorage();
    const i18n = createI18n(storage);
    expect(i18n.locale.value).toBe('zh-CN');
    expect(i18n.t('login.submit')).toBe('登录');
    i18n.setLocale('en-US');
    expect(i18n.t('login.submit')).toBe('Log in');
    expect(createI18n(storage).locale.value).toBe('en-US');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  });

  it('without a saved choice the hints decide, and a guess is neither saved nor a choice', () => {
    const storage = createMemoryStorage();
    const guessed = createI18n(storage, undefined, { accepted: ['fr', 'en-GB'] });
    expect(guessed.locale.value).toBe('en-US');
    expect(guessed.chosen.value).toBe(false);
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    guessed.setLocale('zh-CN');
    expect(guessed.chosen.value).toBe(true);
    // The saved choice now wins over the parameter and the browser.
    const next = createI18n(storage, undefined, { requested: 'en-US', accepted: 'en-US' });
    expect([next.locale.value, next.chosen.value]).toEqual(['zh-CN', true]);
  });

  it("the unit's default replaces a guess only where the browser speaks neither locale", () => {
    const french = createI18n(createMemoryStorage(), undefined, { accepted: ['fr-FR', 'de'] });
    expect(french.locale.value).toBe('zh-CN');
    french.useUnitDefault('en-US');
    expect([french.locale.value, french.chosen.value]).toEqual(['en-US', false]);
    french.useUnitDefault(null);
    expect(french.locale.value).toBe('zh-CN');

    const chinese = createI18n(createMemoryStorage(), undefined, { accepted: ['zh-CN'] });
    chinese.useUnitDefault('en-US');
    expect(chinese.locale.value).toBe('zh-CN');
    const asked = createI18n(createMemoryStorage(), undefined, { requested: 'zh-CN' });
    asked.useUnitDefault('en-US');
    expect(asked.locale.value).toBe('zh-CN');

    const storage = createMemoryStorage();
    createI18n(storage).setLocale('zh-CN');
    const saved = createI18n(storage, undefined, { accepted: ['fr'] });
    saved.useUnitDefault('en-US');
    expect(saved.locale.value).toBe('zh-CN');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('a URL language locks the locale against later switches', () => {
    const i18n = createI18n(createMemoryStorage());
    i18n.lockLocale('en-US');
    i18n.setLocale('zh-CN');
    expect(i18n.locale.value).toBe('en-US');
  });

  it('server kv translations override the built-in text (api-contract.md §7.8)', () => {
    const i18n = createI18n(createMemoryStorage(), 'en-US');
    i18n.setOverrides({ 'login.submit': 'Sign in' });
    expect(i18n.t('login.submit')).toBe('Sign in');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('Welcome, {unitName} {x}', { unitName: 'H001' })).toBe('Welcome, H001 {x}');
  });
});
