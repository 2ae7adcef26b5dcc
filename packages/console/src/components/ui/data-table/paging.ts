import { DEFAULT_PAGE_SIZE, type PagedResult } from '@portico/sdk';

/** api-contract.md §9 "Page size 10". */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * The page buttons: first, last, and two either side of the current one, with `null` for a gap.
 * api-contract.md §9: the navigation bar only when there is more than one page.
 */
export function pageWindow(current: number, pages: number): Array<number | null> {
  if (pages <= 1) return [];
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...shown].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  list.forEach((page, i) => {
    if (i > 0 && page - list[i - 1]! > 1) out.push(null);
    out.push(page);
  });
  return out;
}

/** A 1-based page kept within the pages a total has. */
export function clampPage(current: number, total: number, pageSize: number = PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(current) || 1), pageCount(total, pageSize));
}

/**
 * What a table shows for a list call: its page, or, when the call failed, nothing with a total of
 * 0 (api-contract.md §8 "list failure → table emptied, total 0"), never the previous page's rows.
 */
export function pageOrEmpty<T>(
  page: PagedResult<T> | undefined,
  failed: boolean,
): { rows: T[]; total: number } {
  if (failed || !page) return { rows: [], total: 0 };
  return { rows: page.datas, total: page.totalRows };
}
