import { Table, type TableProps } from '@portico/elements/ui';
import type { ListFilters, PagedList } from './use-paged-list';

/** A Table fed by `usePagedList`: its rows, loading, error and paging wired once. */
export function PagedTable<T, F extends ListFilters>({
  list,
  ...table
}: Omit<TableProps<T>, 'rows' | 'loading' | 'error' | 'pagination'> & { list: PagedList<T, F> }) {
  return (
    <Table
      density="compact"
      {...table}
      rows={list.rows}
      loading={list.fetching}
      error={list.error}
      pagination={{
        current: list.current,
        total: list.total,
        pageSize: list.pageSize,
        onChange: list.setPage,
        busy: list.fetching,
      }}
    />
  );
}

/** What QueryTable reads of a TanStack query of a whole (unpaged) list. */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isFetching: boolean;
  error: Error | null;
}

/** A Table fed by a query of the whole list (no paging): rows, loading and error wired. */
export function QueryTable<T>({
  query,
  ...table
}: Omit<TableProps<T>, 'rows' | 'loading' | 'error' | 'pagination'> & { query: ListQuery<T> }) {
  return (
    <Table
      density="compact"
      {...table}
      rows={query.data ?? []}
      loading={query.isFetching}
      error={query.error?.message ?? null}
    />
  );
}
