import { describe, expect, it } from 'vitest';
import { formatMessage, messageKeyOf } from './message-ref';
import { translate, type Locale } from './translate';

const t =
  (locale: Locale) =>
  (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);

describe('formatMessage: rule results to text in each locale (DESIGN.md "Messages")', () => {
  it('a bare key is translated', () => {
    expect(formatMessage('validation.unit.required', t('en-US'))).toBe('Please select a unit');
    expect(formatMessage('validation.unit.required', t('zh-CN'))).toBe('请选择单位');
  });

  it('key lists are translated and joined with the locale separator', () => {
    const ref = {
      key: 'validation.password.strategy',
      params: {
        classes: ['validation.password.class.lower', 'validation.password.class.special'],
        minLength: 9,
      },
    } as const;
    expect(formatMessage(ref, t('en-US'))).toBe(
      'must contain lowercase letters, special symbols, the minimum length is 9 characters',
    );
    expect(formatMessage(ref, t('zh-CN'))).toBe('必须包含小写字母、特殊符号，最小长度为9位');
    expect(messageKeyOf(ref)).toBe('validation.password.strategy');
  });

  it('server kv overrides apply to list items too (api-contract.md §7.8)', () => {
    const ref = {
      key: 'validation.password.strategy',
      params: { classes: ['validation.password.class.digit'], minLength: 6 },
    } as const;
    const overrides = { 'validation.password.class.digit': 'numerals' };
    expect(formatMessage(ref, (key, params) => translate('en-US', key, params, overrides))).toBe(
      'must contain numerals, the minimum length is 6 characters',
    );
  });
});
