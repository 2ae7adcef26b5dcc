import { Icon } from '@portico/elements/ui';
import { IconSearchInput } from '../../../components/ui/search-input';
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
    <IconSearchInput
      label={t('shell.searchMenu')}
      value={value}
      onChange={onChange}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onChange('');
      }}
      iconClassName="size-3.5"
      className="h-8 w-full rounded-md border border-slate-200 bg-slate-50 pr-7 text-[13px] text-slate-800 focus:bg-white focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
    >
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
    </IconSearchInput>
  );
}
