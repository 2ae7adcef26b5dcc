import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageOrEmpty, PAGE_SIZE } from './paging';

describe('table paging (api-contract.md §7.1, §8, §9)', () => {
  it('pages by 10', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('empties the table with a total of 0 when the list call fails (§8 "list failure")', () => {
    const page = { datas: [1, 2], totalRows: 12, statistic: null };
    expect(pageOrEmpty(page, false)).toEqual({ rows: [1, 2], total: 12 });
    expect(pageOrEmpty(page, true)).toEqual({ rows: [], total: 0 });
    expect(pageOrEmpty(undefined, false)).toEqual({ rows: [], total: 0 });
  });

  it('keeps a page within those a total has', () => {
    expect(clampPage(3, 15)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(0, 50)).toBe(1);
  });
});
