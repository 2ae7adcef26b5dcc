import { describe, expect, it } from 'vitest';
import { clampPage, pageItems, pageOf } from './paging';

describe('first-level menus paged horizontally (product.md §2.8)', () => {
  it('everything that fits is one page: no page control is needed', () => {
    expect(pageItems([80, 80, 80], 300, 10)).toEqual([[0, 1, 2]]);
  });

  it('items that do not fit start the next page, in order', () => {
    expect(pageItems([100, 100, 100, 100, 100], 250, 10)).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('the gap between items counts, the one before the first does not', () => {
    expect(pageItems([100, 100], 200, 0)).toEqual([[0, 1]]);
    expect(pageItems([100, 100], 200, 1)).toEqual([[0], [1]]);
  });

  it('an item wider than the room gets a page of its own', () => {
    expect(pageItems([50, 500, 50], 200)).toEqual([[0], [1], [2]]);
  });

  it('no menus, no pages', () => {
    expect(pageItems([], 300)).toEqual([]);
  });

  it('the page of the selected menu is found; an unknown one is the first page', () => {
    const pages = [[0, 1], [2, 3], [4]];
    expect(pageOf(pages, 3)).toBe(1);
    expect(pageOf(pages, 9)).toBe(0);
  });

  it('a page number stays within the pages', () => {
    expect(clampPage(5, 2)).toBe(1);
    expect(clampPage(-1, 2)).toBe(0);
    expect(clampPage(0, 0)).toBe(0);
  });
});
