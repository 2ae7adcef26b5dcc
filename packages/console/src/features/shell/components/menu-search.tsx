import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';

/** The keyword box of the menu search (product.md §2.8); Escape clears it. */
export function MenuSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="relative">
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onChange('');
        }}
        placeholder={t('shell.searchMenu')}
        aria-label={t('shell.searchMenu')}
        className="h-8 w-full rounded-md border border-slate-200 bg-slate-50 pr-7 pl-8 text-[13px] text-slate-800 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('common.clear')}
          title={t('common.clear')}
          className="absolute top-1/2 right-1.5 flex size-5 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-slate-400 hover:bg-slate-200 hover:text-slate-600"
        >
          <Icon name="close" className="size-3" />
        </button>
      )}
    </div>
  );
}
