import { part } from '../appearance/parts';
import { usePortico } from './portico-context';

export interface PaginationProps {
  /** 1-based page. */
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** While a page loads: clicks are ignored, but nothing loses focus. */
  busy?: boolean;
}

/** Pages to show: first, last, and two either side of the current, with gaps as null. */
export function pageWindow(current: number, pages: number): Array<number | null> {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...shown].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  list.forEach((page, i) => {
    if (i > 0 && page - list[i - 1]! > 1) out.push(null);
    out.push(page);
  });
  return out;
}

const pageButton =
  'inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-portico border px-2 text-sm focus-visible:outline-2 focus-visible:outline-portico-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * The total always, and the page buttons when there is more than one page
 * (api-contract.md §9 "pager shown … when total pages is more than 1").
 */
export function Pagination({ current, total, pageSize, onChange, busy }: PaginationProps) {
  const { t } = usePortico();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    if (!busy && page !== current && page >= 1 && page <= pages) onChange(page);
  };
  return (
    <nav
      part={part('pagination')}
      aria-label={t('elements.pagination.label')}
      aria-busy={busy || undefined}
      className="flex flex-wrap items-center justify-end gap-1.5 pt-3 text-sm"
    >
      <span className="mr-2 text-portico-muted">{t('common.total', { total })}</span>
      {pages > 1 && (
        <>
          <button
            type="button"
            className={`${pageButton} border-portico-border`}
            aria-label={t('elements.pagination.previous')}
            aria-disabled={current <= 1 || undefined}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
          {pageWindow(current, pages).map((page, i) =>
            page === null ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-portico-muted">
                …
              </span>
            ) : (
              <button
                key={page}
                type="button"
                className={`${pageButton} ${page === current ? 'border-portico-primary font-semibold text-portico-primary' : 'border-portico-border'}`}
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
            className={`${pageButton} border-portico-border`}
            aria-label={t('elements.pagination.next')}
            aria-disabled={current >= pages || undefined}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </>
      )}
    </nav>
  );
}
