import type { ReactNode } from 'react';
import { part } from '../appearance/parts';
import { Pagination, type PaginationProps } from './pagination';
import { useUi } from './ui-context';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Tailwind classes of the header and cells (width, alignment). */
  className?: string;
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
  loading?: boolean;
  /** What an empty table says (an element may pass a `<slot>` with the text as fallback). */
  emptyText: ReactNode;
  pagination?: PaginationProps;
  rowClassName?: (row: Row) => string;
}

const cellBase = 'border border-portico-border px-3 py-2 text-left align-middle';

/** A bordered table with optional row selection, a sticky header and pagination with total. */
export function Table<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  selection,
  height,
  loading = false,
  emptyText,
  pagination,
  rowClassName,
}: TableProps<Row>) {
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

  return (
    <div>
      <div
        className="overflow-auto rounded-portico border border-portico-border"
        style={height ? { height } : undefined}
        aria-busy={loading || undefined}
      >
        <table
          part={part('table')}
          aria-label={label}
          className="w-full border-collapse border-hidden text-sm"
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
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`${cellBase} font-semibold whitespace-nowrap ${column.className ?? ''}`}
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
                  {loading ? t('common.loading') : emptyText}
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const id = rowKey(row);
              const isSelected = selected.has(id);
              return (
                <tr
                  key={id}
                  part={part('table-row')}
                  aria-selected={selection ? isSelected : undefined}
                  className={`hover:bg-portico-subtle ${rowClassName?.(row) ?? ''}`}
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
                  {columns.map((column) => (
                    <td key={column.key} className={`${cellBase} ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}
