import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

describe('truncateText (product.md §2.9 "truncated-text widget with reveal icon")', () => {
  it('folds long text with an ellipsis and says it did', () => {
    expect(truncateText('abcdefghij', 4)).toEqual({ short: 'abcd…', truncated: true });
  });

  it('leaves short and empty text alone', () => {
    expect(truncateText('abc', 3)).toEqual({ short: 'abc', truncated: false });
    expect(truncateText(null, 3)).toEqual({ short: '', truncated: false });
  });

  it('never cuts a character made of two UTF-16 units in half', () => {
    expect(truncateText('😀😀😀', 2)).toEqual({ short: '😀😀…', truncated: true });
    expect(truncateText('港湾酒店集团', 2).short).toBe('港湾…');
  });
});
