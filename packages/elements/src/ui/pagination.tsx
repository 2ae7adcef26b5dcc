import { part } from '../appearance/parts';
import { chevronLeft, chevronRight } from './icons/paths';
import { SvgIcon } from './icons/svg-icon';
import { pageCount, pageWindow } from './paging';
import { useUi } from './ui-context';

export interface PaginationProps {
  /** 1-based page. */
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** While a page loads: clicks are ignored, but nothing loses focus. */
  busy?: boolean;
}

const pageButton =
  'inline-flex h-6 min-w-6 cursor-pointer items-center justify-center rounded-portico border px-1.5 text-xs focus-visible:outline-2 focus-visible:outline-portico-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
const idle =
  'border-portico-border bg-portico-surface text-portico-text hover:border-portico-primary';

/**
 * The one pager of console and elements: the total always, and the page buttons when there is
 * more than one page (api-contract.md §9 "pager shown … when total pages is more than 1").
 */
export function Pagination({ current, total, pageSize, onChange, busy }: PaginationProps) {
  const { t } = useUi();
  const pages = pageCount(total, pageSize);
  const go = (page: number) => {
    if (!busy && page !== current && page >= 1 && page <= pages) onChange(page);
  };
  const window = pageWindow(current, pages);
  return (
    <nav
      part={part('pagination')}
      aria-label={t('elements.pagination.label')}
      aria-busy={busy || undefined}
      className="flex flex-wrap items-center justify-end gap-1 text-xs"
    >
      <span className="me-2 text-portico-muted" data-testid="table-total">
        {t('common.total', { total })}
      </span>
      {window.length > 0 && (
        <>
          <button
            type="button"
            className={`${pageButton} ${idle}`}
            aria-label={t('elements.pagination.previous')}
            aria-disabled={current <= 1 || undefined}
            onClick={() => go(current - 1)}
          >
            <SvgIcon paths={chevronLeft} className="size-3.5" />
          </button>
          {window.map((page, i) =>
            page === null ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-portico-muted">
                …
              </span>
            ) : (
              <button
                key={page}
                type="button"
                className={`${pageButton} ${
                  page === current
                    ? 'border-portico-primary bg-portico-primary font-semibold text-portico-on-primary'
                    : idle
                }`}
                aria-label={t('elements.pagination.page', { page })}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => go(page)}
              >
                {page}
              </button>
            ),
          )}
          <button
            type="button"
            className={`${pageButton} ${idle}`}
            aria-label={t('elements.pagination.next')}
            aria-disabled={current >= pages || undefined}
            onClick={() => go(current + 1)}
          >
            <SvgIcon paths={chevronRight} className="size-3.5" />
          </button>
        </>
      )}
    </nav>
  );
}
