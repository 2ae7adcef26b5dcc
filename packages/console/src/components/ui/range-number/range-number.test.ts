import { NUMBER_RANGE_LIMIT } from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import { commitEnd, formatNumber, rangeNumbers, stepEnd } from './range-number';

describe('range-number input rules (product.md §2.9, §5 "default -99999999 to 99999999")', () => {
  it('clamps to the default bounds of ±99999999 and to narrower ones', () => {
    expect(commitEnd('123456789')).toBe(String(NUMBER_RANGE_LIMIT));
    expect(commitEnd('-123456789')).toBe(String(-NUMBER_RANGE_LIMIT));
    expect(commitEnd('50', { min: 0, max: 10 })).toBe('10');
    // Bounds wider than the spec's are cut to it.
    expect(commitEnd('1000000000', { max: 1e12 })).toBe('99999999');
  });

  it('rounds to the precision and shows exactly that many decimals', () => {
    expect(commitEnd('1.005', { precision: 2 })).toBe('1.01');
    expect(commitEnd('3', { precision: 2 })).toBe('3.00');
    expect(formatNumber(2.5)).toBe('2.5');
  });

  it('keeps blanks open and leaves text that is no number for the validator', () => {
    expect(commitEnd('  ')).toBe('');
    expect(commitEnd('abc')).toBe('abc');
  });

  it('steps by `step` without floating-point noise, within the bounds', () => {
    expect(stepEnd('0.1', 1, { step: 0.2 })).toBe('0.3');
    expect(stepEnd('', -1)).toBe('-1');
    expect(stepEnd('9', 1, { max: 9 })).toBe('9');
    expect(stepEnd('1.5', 1, { step: 1, precision: 1 })).toBe('2.5');
  });

  it('reads open ends as null for a filter', () => {
    expect(rangeNumbers({ start: '', end: '7.5' })).toEqual({ start: null, end: 7.5 });
  });
});
