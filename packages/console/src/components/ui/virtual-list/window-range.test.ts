import { describe, expect, it } from 'vitest';
import { scrollToReveal, windowRange } from './window-range';

describe('windowRange (a 10,000-row tree renders only what is in view)', () => {
  it('renders the rows in view plus the overscan', () => {
    expect(windowRange(0, 280, 28, 10_000, 5)).toEqual({
      start: 0,
      end: 16,
      offset: 0,
      totalHeight: 280_000,
    });
    const middle = windowRange(28 * 5000, 280, 28, 10_000, 5);
    expect(middle).toMatchObject({ start: 4995, end: 5016, offset: 4995 * 28 });
  });

  it('clamps a scroll position past the end (the list just shrank) and handles no rows', () => {
    expect(windowRange(1e9, 280, 28, 20, 2)).toMatchObject({ start: 8, end: 20 });
    expect(windowRange(100, 280, 28, 0)).toEqual({ start: 0, end: 0, offset: 0, totalHeight: 0 });
  });

  it('scrolls the least that shows a row whole', () => {
    expect(scrollToReveal(0, 280, 280, 28)).toBe(0);
    expect(scrollToReveal(20, 0, 280, 28)).toBe(21 * 28 - 280);
    expect(scrollToReveal(5, 0, 280, 28)).toBeNull();
  });
});
