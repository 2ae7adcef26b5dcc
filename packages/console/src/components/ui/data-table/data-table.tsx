import type { ReactNode } from 'react';
import { Pagination, type PaginationProps, Spinner } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render?: (row: T, index: number) => ReactNode;
  /** CSS width of the column, e.g. '8rem'. */
  width?: string;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Names the table for assistive tech. */
  caption: string;
  loading?: boolean;
  /** The list call failed: shown above the emptied table. */
  error?: string | null;
  empty?: string;
  paging?: PaginationProps;
  onRowClick?: (row: T) => void;
  selectedKey?: string | null;
  /** Caps the body height; the header stays. */
  maxHeight?: number;
  /**
   * 'fixed': the columns keep their widths and the others share what is left, so a wide row
   * cannot push the table past its box (cells cut long values with an ellipsis instead).
   */
  layout?: 'auto' | 'fixed';
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * A bordered, dense table with the paging of api-contract.md §9 (total always, pages when more
 * than one) and §8 (a failed list shows its reason over an empty table with total 0).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  error,
  empty,
  paging,
  onRowClick,
  selectedKey,
  maxHeight,
  layout = 'auto',
}: DataTableProps<T>) {
  const t = useT();
  return (
    <div className="min-w-0">
      {error && (
        <p
          role="alert"
          className="mb-2 rounded border border-red-200 bg-red-50 px-3 py-1.5 text-xs text-red-700"
        >
          {t('widget.table.failed', { reason: error })}
        </p>
      )}
      <div
        className="relative overflow-auto rounded border border-slate-200 bg-white"
        style={maxHeight ? { maxHeight } : undefined}
        aria-busy={loading || undefined}
      >
        <table
          className={`w-full border-collapse text-xs ${layout === 'fixed' ? 'table-fixed' : ''}`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={column.width ? { width: column.width } : undefined}
                  className={`border-b border-slate-200 px-2.5 py-2 font-semibold whitespace-nowrap text-slate-600 ${ALIGN[column.align ?? 'left']}`}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const key = rowKey(row);
              const selected = selectedKey === key;
              return (
                <tr
                  key={key}
                  data-row-key={key}
                  data-selected={selected || undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={`border-b border-slate-100 last:border-b-0 ${
                    onRowClick ? 'cursor-pointer' : ''
                  } ${selected ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-2.5 py-1.5 align-middle text-slate-700 ${ALIGN[column.align ?? 'left']}`}
                    >
                      {column.render
                        ? column.render(row, index)
                        : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </td>
                  ))}
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500">
                  {loading ? t('common.loading') : (empty ?? t('common.noData'))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {loading && rows.length > 0 && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/50">
            <Spinner className="size-5 text-brand-600" />
          </div>
        )}
      </div>
      {paging && (
        <div className="mt-2">
          <Pagination {...paging} />
        </div>
      )}
    </div>
  );
}
