import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NUMBER_RANGE_LIMIT,
  normaliseNumber,
  parseNumberInput,
  resolveBounds,
  stepNumber,
  validateNumberRange,
} from './number-range';

describe('product.md §5 "Number ranges default to -99999999 to 99999999; bounded by min, max, step, precision"', () => {
  it('defaults and caller bounds stay inside ±99999999', () => {
    expect(resolveBounds()).toEqual({ min: -99999999, max: 99999999, step: 1, precision: null });
    expect(resolveBounds({ min: -1e12, max: 5, step: 0.5, precision: 2 })).toEqual({
      min: -99999999,
      max: 5,
      step: 0.5,
      precision: 2,
    });
    expect(resolveBounds({ min: 10, max: 1 })).toMatchObject({ min: 1, max: 10 });
  });

  it.each([
    ['12.345', { precision: 2 }, 12.35],
    [1.005, { precision: 2 }, 1.01],
    [-2.5, { precision: 0 }, -3],
    [1e-7, { precision: 2 }, 0],
    ['150', { max: 100 }, 100],
    ['-1e9', {}, null],
    ['1e9', {}, null],
    [1e12, {}, 99999999],
    ['  42 ', {}, 42],
    ['0x10', {}, null],
    ['', {}, null],
    [Number.NaN, {}, null],
  ])('normaliseNumber(%j, %j) → %j', (value, bounds, expected) => {
    expect(normaliseNumber(value, bounds)).toBe(expected);
  });

  it.each([
    [0.1, 1, { step: 0.2 }, 0.3],
    [9, 1, { max: 10, step: 5 }, 10],
    ['', -1, {}, -1],
    [1.25, -1, { step: 0.1, precision: 1 }, 1.2],
  ])('stepNumber(%j, %j, %j) → %j', (value, direction, bounds, expected) => {
    expect(stepNumber(value, direction as 1 | -1, bounds)).toBe(expected);
  });

  it('normalised values always lie within the bounds (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 6 }),
        (value, min, span, precision) => {
          const result = normaliseNumber(value, { min, max: min + span, precision });
          if (!Number.isFinite(value)) return result === null;
          return result !== null && result >= min && result <= min + span;
        },
      ),
    );
  });

  it.each([
    [{ start: '', end: '' }, {}, {}],
    [{ start: 1, end: 2 }, {}, {}],
    [{ start: 'abc', end: 2 }, {}, { start: 'validation.number.invalid' }],
    [{ start: 5, end: 1 }, {}, { end: 'validation.numberRange.order' }],
    [
      { start: -1, end: 200 },
      { min: 0, max: 100 },
      {
        start: { key: 'validation.number.outOfRange', params: { min: 0, max: 100 } },
        end: { key: 'validation.number.outOfRange', params: { min: 0, max: 100 } },
      },
    ],
    [
      { start: 0, end: NUMBER_RANGE_LIMIT + 1 },
      {},
      { end: { key: 'validation.number.outOfRange', params: { min: -99999999, max: 99999999 } } },
    ],
  ])('validateNumberRange(%j, %j)', (range, bounds, expected) => {
    expect(validateNumberRange(range, bounds)).toEqual(expected);
  });

  it('parses plain decimals only', () => {
    expect([parseNumberInput('.5'), parseNumberInput('-3.'), parseNumberInput('1,000')]).toEqual([
      0.5,
      -3,
      null,
    ]);
  });
});
