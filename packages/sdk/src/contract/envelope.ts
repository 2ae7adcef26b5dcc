/** The one response envelope of every call (api-contract.md §7.1, DESIGN.md "Envelope"). */
export interface Envelope<T = unknown> {
  /** 0 on success; any other number is an error code (api-contract.md §8). */
  result: number;
  msg: string;
  retVal: T;
}

/** The `retVal` of a paged list call (api-contract.md §7.1). */
export interface PagedResult<T> {
  datas: T[];
  totalRows: number;
  statistic?: unknown;
}

/** The paging parameters every list call sends (api-contract.md §7.1). */
export interface PageQuery {
  firstResult: number;
  pageSize: number;
}

/** Page size of every list (api-contract.md §9). */
export const DEFAULT_PAGE_SIZE = 10;
