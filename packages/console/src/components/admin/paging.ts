import { pageCount } from '@portico/elements/ui';
import { DEFAULT_PAGE_SIZE, type PagedResult } from '@portico/sdk';

/** api-contract.md §9 "Page size 10". */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export { pageCount };

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
