import { DataTable, type DataTableProps } from '../ui/data-table/data-table';
import type { ListFilters, PagedList } from '../ui/data-table/use-paged-list';

/** A DataTable fed by `usePagedList`: its rows, loading, error and paging wired once. */
export function PagedTable<T, F extends ListFilters>({
  list,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'paging'> & { list: PagedList<T, F> }) {
  return (
    <DataTable
      {...table}
      rows={list.rows}
      loading={list.fetching}
      error={list.error}
      paging={{
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

/** A DataTable fed by a query of the whole list (no paging): rows, loading and error wired. */
export function QueryTable<T>({
  query,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'paging'> & { query: ListQuery<T> }) {
  return (
    <DataTable
      {...table}
      rows={query.data ?? []}
      loading={query.isFetching}
      error={query.error?.message ?? null}
    />
  );
}
