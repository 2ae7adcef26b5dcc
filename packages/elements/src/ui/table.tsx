import type { ReactNode } from 'react';
import { part } from '../appearance/parts';
import { Spinner } from './icons/spinner';
import { Pagination, type PaginationProps } from './pagination';
import { useUi } from './ui-context';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The cell; without it the row's `key` field as text. */
  cell?: (row: Row, index: number) => ReactNode;
  /** Tailwind classes of the header and cells. */
  className?: string;
  /** CSS width of the column, e.g. '8rem'. */
  width?: string;
  align?: 'left' | 'right' | 'center';
}

export interface TableSelection {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

export interface TableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Text naming a row for its checkbox ("Select: <name>"). */
  rowName?: (row: Row) => string;
  selection?: TableSelection;
  /** Fixed height of the scrolling area in px (product.md §2.9: 521 for private messages). */
  height?: number;
  /** Caps the scrolling area's height in px; the header stays. */
  maxHeight?: number;
  loading?: boolean;
  /** The list call failed: its reason is shown above the emptied table (api-contract.md §8). */
  error?: string | null;
  /** What an empty table says (an element may pass a `<slot>` with the text as fallback). */
  emptyText?: ReactNode;
  pagination?: PaginationProps;
  rowClassName?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** The key of the row shown as current (the one a side panel edits). */
  selectedKey?: string | null;
  /**
   * 'fixed': the columns keep their widths and the others share what is left, so a wide row
   * cannot push the table past its box (cells cut long values with an ellipsis instead).
   */
  layout?: 'auto' | 'fixed';
  /** 'compact': smaller type and padding, for the dense administration lists of the console. */
  density?: 'normal' | 'compact';
}

const DENSITY = {
  normal: 'border border-portico-border px-3 py-2 align-middle',
  compact: 'border border-portico-border px-2.5 py-1.5 align-middle',
} as const;
const TYPE = { normal: 'text-sm', compact: 'text-xs' } as const;
// Logical: `left` is the start of the line, `right` its end, so a right-to-left page mirrors them.
const ALIGN = { left: 'text-start', right: 'text-end', center: 'text-center' } as const;
const columnClass = (column: Column<unknown>) =>
  `${ALIGN[column.align ?? 'left']} ${column.className ?? ''}`;
const widthOf = (column: Column<unknown>) => (column.width ? { width: column.width } : undefined);

/**
 * The one table of console and elements: bordered, with a sticky header, optional row selection,
 * row click, a loading overlay, the failed-list banner and the pager with its total.
 */
export function Table<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  selection,
  height,
  maxHeight,
  loading = false,
  error,
  emptyText,
  pagination,
  rowClassName,
  onRowClick,
  selectedKey,
  layout = 'auto',
  density = 'normal',
}: TableProps<Row>) {
  const cellBase = DENSITY[density];
  // Fixed columns keep their widths, so a header longer than its column wraps instead of
  // running into the next one.
  const headerWrap = layout === 'fixed' ? 'break-words' : 'whitespace-nowrap';
  const { t } = useUi();
  const ids = rows.map(rowKey);
  const selected = new Set(selection?.selected ?? []);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = ids.some((id) => selected.has(id));
  const toggleAll = () =>
    selection?.onChange(allSelected ? [] : Array.from(new Set([...selected, ...ids])));
  const toggle = (id: string) =>
    selection?.onChange(
      selected.has(id) ? [...selected].filter((value) => value !== id) : [...selected, id],
    );
  const span = columns.length + (selection ? 1 : 0);
  const cols = columns as ReadonlyArray<Column<unknown>>;

  return (
    <div className="min-w-0">
      {error && (
        <p
          role="alert"
          className="mb-2 rounded-portico border border-red-200 bg-red-50 px-3 py-1.5 text-xs text-red-700"
        >
          {t('elements.table.failed', { reason: error })}
        </p>
      )}
      <div
        className="relative overflow-auto rounded-portico border border-portico-border bg-portico-surface"
        style={height ? { height } : maxHeight ? { maxHeight } : undefined}
        aria-busy={loading || undefined}
      >
        <table
          part={part('table')}
          aria-label={label}
          className={`w-full border-collapse border-hidden ${TYPE[density]} ${layout === 'fixed' ? 'table-fixed' : ''}`}
        >
          <thead part={part('table-header')} className="sticky top-0 z-10 bg-portico-subtle">
            <tr>
              {selection && (
                <th scope="col" className={`${cellBase} w-10`}>
                  <input
                    type="checkbox"
                    aria-label={t('elements.table.selectAll')}
                    checked={allSelected}
                    ref={(box) => {
                      if (box) box.indeterminate = someSelected && !allSelected;
                    }}
                    disabled={ids.length === 0}
                    onChange={toggleAll}
                    className="size-4 cursor-pointer accent-portico-primary"
                  />
                </th>
              )}
              {cols.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={widthOf(column)}
                  className={`${cellBase} font-semibold ${headerWrap} ${columnClass(column)}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={span} className={`${cellBase} h-24 text-center text-portico-muted`}>
                  {loading ? t('common.loading') : (emptyText ?? t('common.noData'))}
                </td>
              </tr>
            )}
            {rows.map((row, index) => {
              const id = ids[index]!;
              const isSelected = selected.has(id);
              const current = selectedKey === id;
              return (
                <tr
                  key={id}
                  part={part('table-row')}
                  data-row-key={id}
                  data-selected={current || undefined}
                  aria-selected={selection ? isSelected : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={`${current ? 'bg-portico-primary/5' : 'hover:bg-portico-subtle'} ${
                    onRowClick ? 'cursor-pointer' : ''
                  } ${rowClassName?.(row) ?? ''}`}
                >
                  {selection && (
                    <td className={cellBase}>
                      <input
                        type="checkbox"
                        aria-label={t('elements.table.selectRow', { name: rowName?.(row) ?? id })}
                        checked={isSelected}
                        onChange={() => toggle(id)}
                        className="size-4 cursor-pointer accent-portico-primary"
                      />
                    </td>
                  )}
                  {cols.map((column) => (
                    <td key={column.key} className={`${cellBase} ${columnClass(column)}`}>
                      {column.cell
                        ? column.cell(row, index)
                        : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        {loading && rows.length > 0 && (
          <div className="absolute inset-0 flex items-center justify-center bg-portico-surface/50">
            <Spinner className="size-5 text-portico-primary" />
          </div>
        )}
      </div>
      {pagination && (
        <div className="mt-2">
          <Pagination {...pagination} />
        </div>
      )}
    </div>
  );
}
