import { describe, expect, it } from 'vitest';
import { searchBarLayout } from './search-bar-layout';

describe('searchBarLayout (product.md §2.9, api-contract.md §9 "default 3 items, 5 per extra row")', () => {
  it('shows the first 3 items and puts the rest in rows of 5', () => {
    expect(searchBarLayout(12)).toEqual({
      main: [0, 1, 2],
      extraRows: [
        [3, 4, 5, 6, 7],
        [8, 9, 10, 11],
      ],
    });
  });

  it('has no extra rows (so no toggle) for 3 items or fewer', () => {
    expect(searchBarLayout(3)).toEqual({ main: [0, 1, 2], extraRows: [] });
    expect(searchBarLayout(1)).toEqual({ main: [0], extraRows: [] });
    expect(searchBarLayout(0)).toEqual({ main: [], extraRows: [] });
  });

  it('takes other sizes, and never loses an item to a size below 1', () => {
    expect(searchBarLayout(5, 2, 2)).toEqual({ main: [0, 1], extraRows: [[2, 3], [4]] });
    expect(searchBarLayout(3, 0, 0)).toEqual({ main: [0], extraRows: [[1], [2]] });
  });
});
