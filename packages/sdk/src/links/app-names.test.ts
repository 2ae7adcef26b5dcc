import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { APP_CODES, appNameKey } from './app-names';

describe('application display names (product.md §2.7)', () => {
  it('"Application codes with display names: SSO, UC, … KFPLAT": each has a name in both locales', () => {
    expect(APP_CODES).toEqual([
      'SSO',
      'UC',
      'USERM',
      'GC',
      'GCYM',
      'WK',
      'GCMAINT',
      'OPS',
      'DATACENTER',
      'DSPLAT',
      'WPA',
      'COUPON',
      'PANCAKE',
      'KFPLAT',
    ]);
    for (const code of APP_CODES) {
      expect(appNameKey(code)).toBe(`links.appName.${code}`);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const name = translate(locale, appNameKey(code));
        expect(name).not.toBe('');
        expect(name).not.toBe(translate(locale, 'apps.notSet'));
      }
    }
    expect(translate('en-US', appNameKey('UC'))).toBe('User Center');
    expect(translate('zh-CN', appNameKey('UC'))).toBe('用户中心');
  });

  it.each(['UNKNOWN', 'uc', '', 'IHOTEL'])('"an unknown code shows \'not set\'": %j', (code) => {
    expect(appNameKey(code)).toBe('apps.notSet');
    expect(translate('en-US', appNameKey(code))).toBe('not set');
  });
});
