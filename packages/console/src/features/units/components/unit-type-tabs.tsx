import {
  ADMIN_UNIT_TYPES,
  type AdminUnitType,
  type UnitListStatistic,
} from '@portico/sdk/contract';
import { useT } from '../../../lib/use-t';

export interface UnitTypeTabsProps {
  value: AdminUnitType | '';
  onChange: (type: AdminUnitType | '') => void;
  /** Units per type with the other filters applied (the list's `statistic`). */
  counts?: UnitListStatistic['byType'] | null;
}

/**
 * The unit list's type filter (product.md §2.5 "unitList (type filter COMPAN, HOTEL, OTA, TRAVEL,
 * SUPPLI, DISTRI, ALLIAN)") as a row of toggle buttons with their counts.
 */
export function UnitTypeTabs({ value, onChange, counts }: UnitTypeTabsProps) {
  const t = useT();
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const options: Array<{ type: AdminUnitType | ''; label: string; count: number | null }> = [
    { type: '', label: t('common.all'), count: all },
    ...ADMIN_UNIT_TYPES.map((type) => ({
      type,
      label: t(`unit.type.${type}`),
      count: counts ? counts[type] : null,
    })),
  ];
  return (
    <div role="group" aria-label={t('units.typeFilter')} className="flex flex-wrap gap-1">
      {options.map((option) => {
        const active = option.type === value;
        return (
          <button
            key={option.type || 'all'}
            type="button"
            aria-pressed={active}
            data-type={option.type || 'all'}
            onClick={() => onChange(option.type)}
            className={`inline-flex h-7 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${
              active
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'
            }`}
          >
            {option.label}
            {option.count !== null && (
              <span
                className={`rounded-full px-1.5 text-[11px] ${active ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-600'}`}
              >
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
