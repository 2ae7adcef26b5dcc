import { buildPasswordStrategy } from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import { textIn, type Translate } from '../../lib/text';
import { readableParam, strategyMaxAge } from './param-text';

const t: Translate = (key, params) => textIn('en-US', key, params);

describe('unit parameters in words (PASSWORD_STRATEGY shown readable, product.md §5)', () => {
  it('says the password rule the way the password forms do', () => {
    const strategy = buildPasswordStrategy(['digit', 'upper'], 8);
    expect(readableParam({ code: 'PASSWORD_STRATEGY', ...strategy }, t)).toBe(
      'must contain digits, capital letters, the minimum length is 8 characters',
    );
  });

  it('adds the forced-change period of the remark', () => {
    const { value, remark } = buildPasswordStrategy(['digit'], 6);
    const withAge = JSON.stringify({ ...JSON.parse(remark), maxAgeDays: 90 });
    expect(strategyMaxAge(withAge)).toBe(90);
    expect(readableParam({ code: 'PASSWORD_STRATEGY', value, remark: withAge }, t)).toBe(
      'must contain digits, the minimum length is 6 characters; to be changed every 90 days',
    );
  });

  it('reads an unreadable strategy as the default rule, and other parameters as their value', () => {
    expect(readableParam({ code: 'PASSWORD_STRATEGY', value: '(', remark: 'x' }, t)).toBe(
      'must contain digits, the minimum length is 6 characters',
    );
    expect(strategyMaxAge('not json')).toBeNull();
    expect(readableParam({ code: 'TONE', value: 'bell.mp3', remark: null }, t)).toBe('bell.mp3');
  });
});
