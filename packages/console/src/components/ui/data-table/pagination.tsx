import { useT } from '../../../lib/use-t';
import { Icon } from '../icons';
import { pageCount, pageWindow } from './paging';

export interface PaginationProps {
  /** 1-based. */
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** A page is loading: clicks wait, nothing loses focus. */
  busy?: boolean;
}

const pageButton =
  'inline-flex h-6 min-w-6 cursor-pointer items-center justify-center rounded border px-1.5 text-xs focus-visible:outline-2 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/** The total always; page buttons when there is more than one page (api-contract.md §9). */
export function Pagination({ current, total, pageSize, onChange, busy }: PaginationProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const go = (page: number) => {
    if (!busy && page !== current && page >= 1 && page <= pages) onChange(page);
  };
  const window = pageWindow(current, pages);
  return (
    <nav
      aria-label={t('widget.pagination.label')}
      aria-busy={busy || undefined}
      className="flex flex-wrap items-center justify-end gap-1 text-xs"
    >
      <span className="mr-2 text-slate-600" data-testid="table-total">
        {t('common.total', { total })}
      </span>
      {window.length > 0 && (
        <>
          <button
            type="button"
            className={`${pageButton} border-slate-300 bg-white`}
            aria-label={t('widget.pagination.previous')}
            aria-disabled={current <= 1 || undefined}
            onClick={() => go(current - 1)}
          >
            <Icon name="chevronLeft" className="size-3.5" />
          </button>
          {window.map((page, i) =>
            page === null ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
                …
              </span>
            ) : (
              <button
                key={page}
                type="button"
                className={`${pageButton} ${
                  page === current
                    ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'
                }`}
                aria-label={t('widget.pagination.page', { page })}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => go(page)}
              >
                {page}
              </button>
            ),
          )}
          <button
            type="button"
            className={`${pageButton} border-slate-300 bg-white`}
            aria-label={t('widget.pagination.next')}
            aria-disabled={current >= pages || undefined}
            onClick={() => go(current + 1)}
          >
            <Icon name="chevronRight" className="size-3.5" />
          </button>
        </>
      )}
    </nav>
  );
}
