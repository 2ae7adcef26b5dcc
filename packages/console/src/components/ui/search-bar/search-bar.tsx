import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { Field } from '../form-controls';
import { searchBarLayout, SEARCH_MAIN_ITEMS, SEARCH_ROW_ITEMS } from './search-bar-layout';

export interface SearchItem {
  key: string;
  label: string;
  /** One control (input, select, range input…); the bar labels it. */
  control: ReactElement<{ id?: string }>;
}

export interface SearchBarProps {
  items: readonly SearchItem[];
  onQuery: () => void;
  onClear: () => void;
  /** The list is loading: the query button spins (product.md §2.9 "query with loading"). */
  loading?: boolean;
  /** Extra action buttons at the end of the main row (add, export…). */
  actions?: ReactNode;
  mainCount?: number;
  rowSize?: number;
  defaultExpanded?: boolean;
  /** Names the search region for assistive tech. */
  label?: string;
}

/**
 * The narrowest a filter gets (label and control): a narrower bar moves filters to another line
 * instead of letting a date input run under the next label.
 */
const FILTER_COLUMNS = 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))';

/**
 * The search bar of product.md §2.9: the first items on the main row, the rest behind a toggle in
 * rows of five; query (button or Enter, it is a form), clear, and extra action buttons.
 */
export function SearchBar({
  items,
  onQuery,
  onClear,
  loading = false,
  actions,
  mainCount = SEARCH_MAIN_ITEMS,
  rowSize = SEARCH_ROW_ITEMS,
  defaultExpanded = false,
  label,
}: SearchBarProps) {
  const t = useT();
  const extraId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const layout = searchBarLayout(items.length, mainCount, rowSize);
  const render = (index: number) => {
    const item = items[index]!;
    return (
      <Field key={item.key} label={item.label} layout="inline">
        {item.control}
      </Field>
    );
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!loading) onQuery();
      }}
      className="rounded-md bg-white px-3 py-2.5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div
          className="grid min-w-0 flex-1 gap-x-4 gap-y-2"
          style={{ gridTemplateColumns: FILTER_COLUMNS }}
        >
          {layout.main.map(render)}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button type="submit" variant="primary" loading={loading}>
            {!loading && <Icon name="search" className="size-3.5" />}
            {t('common.query')}
          </Button>
          <Button onClick={onClear} disabled={loading}>
            {t('common.clear')}
          </Button>
          {layout.extraRows.length > 0 && (
            <Button
              variant="link"
              aria-expanded={expanded}
              aria-controls={extraId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('common.collapse') : t('common.moreFilters')}
              <Icon name={expanded ? 'chevronUp' : 'chevronDown'} className="size-3.5" />
            </Button>
          )}
          {actions}
        </div>
      </div>
      {layout.extraRows.length > 0 && (
        <div
          id={extraId}
          hidden={!expanded}
          className="mt-2 space-y-2 border-t border-slate-100 pt-2"
        >
          {layout.extraRows.map((row) => (
            <div
              key={row[0]}
              className="grid gap-x-4 gap-y-2"
              style={{ gridTemplateColumns: FILTER_COLUMNS }}
            >
              {row.map(render)}
            </div>
          ))}
        </div>
      )}
    </form>
  );
}
