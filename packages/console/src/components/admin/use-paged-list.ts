import type { PagedResult, PageParams } from '@portico/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clampPage, pageOrEmpty, PAGE_SIZE } from './paging';

export type ListFilters = Record<string, string | number | boolean | null | undefined>;

export interface PagedListOptions<T, F extends ListFilters> {
  /** The feature's key for this list; the page and filters are appended. */
  queryKey: readonly unknown[];
  /** The feature's fetcher: `current` and `pageSize` become firstResult/pageSize in the SDK. */
  fetchPage: (params: PageParams & F) => Promise<PagedResult<T>>;
  initialFilters: F;
  pageSize?: number;
  enabled?: boolean;
}

export interface PagedList<T, F extends ListFilters> {
  rows: T[];
  total: number;
  statistic: unknown;
  current: number;
  pageSize: number;
  filters: F;
  setPage: (page: number) => void;
  /** Asks for page 1 with these filters; the same filters again still refetch. */
  search: (filters: F) => void;
  refresh: () => void;
  /** The first answer for these filters is on its way. */
  loading: boolean;
  /** Any request is on its way (a page change keeps the old rows meanwhile). */
  fetching: boolean;
  error: string | null;
}

/**
 * A paged list on TanStack Query with the paging rules of api-contract.md §7.1/§9: 1-based
 * `current`, page size 10, a failed call empties the table with a total of 0 (§8), and a page
 * that no longer exists (the last row of the last page was deleted) steps back to the last one.
 */
export function usePagedList<T, F extends ListFilters>({
  queryKey,
  fetchPage,
  initialFilters,
  pageSize = PAGE_SIZE,
  enabled = true,
}: PagedListOptions<T, F>): PagedList<T, F> {
  const [filters, setFilters] = useState<F>(initialFilters);
  const [current, setCurrent] = useState(1);
  const query = useQuery({
    queryKey: [...queryKey, { ...filters, current, pageSize }],
    queryFn: () => fetchPage({ ...filters, current, pageSize }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const failed = query.isError;
  const { rows, total } = pageOrEmpty(query.data, failed);
  const settled = !query.isPlaceholderData && !query.isFetching && query.isSuccess;

  if (settled && rows.length === 0 && current > 1) {
    // Adjusted while rendering (React's pattern for state derived from a result): no extra paint.
    const last = clampPage(current, total, pageSize);
    if (last !== current) setCurrent(last);
  }

  const { refetch } = query;
  return {
    rows,
    total,
    statistic: failed ? undefined : query.data?.statistic,
    current,
    pageSize,
    filters,
    setPage: setCurrent,
    search: (next) => {
      const same = current === 1 && JSON.stringify(next) === JSON.stringify(filters);
      if (same) void refetch();
      setFilters(next);
      setCurrent(1);
    },
    refresh: () => void refetch(),
    loading: query.isPending && enabled,
    fetching: query.isFetching,
    error: failed ? query.error.message : null,
  };
}
