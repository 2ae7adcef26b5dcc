import { DEFAULT_PAGE_SIZE } from '@portico/sdk';

/** How many pages a total fills (at least one); api-contract.md §9 "Page size 10". */
export function pageCount(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
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
