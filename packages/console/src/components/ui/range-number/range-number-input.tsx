import {
  formatMessage,
  resolveBounds,
  validateNumberRange,
  type NumberBounds,
} from '@portico/sdk/internal';
import { useId, type KeyboardEvent } from 'react';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { controlClass } from '../form-controls';
import { commitEnd, stepEnd, type NumberRangeValue } from './range-number';

export interface RangeNumberInputProps extends NumberBounds {
  value: NumberRangeValue;
  onChange: (value: NumberRangeValue) => void;
  /** Names both ends for assistive tech ('Price: start', 'Price: end'). */
  label: string;
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * Start and end numbers (product.md §2.9 range-number input): min/max (default and at most
 * ±99999999, SDK `resolveBounds`), step on ArrowUp/ArrowDown, precision on blur, a clear icon,
 * and the SDK's range errors (out of range, start above end) under the inputs.
 */
export function RangeNumberInput({
  value,
  onChange,
  label,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...bounds
}: RangeNumberInputProps) {
  const t = useT();
  const own = useId();
  const errorId = `${own}-error`;
  const errors = validateNumberRange(value, bounds);
  const message = errors.start ?? errors.end;
  const { min, max } = resolveBounds(bounds);
  const end = (key: keyof NumberRangeValue) => ({
    value: value[key],
    disabled,
    inputMode: 'decimal' as const,
    'aria-label': `${label}: ${t(key === 'start' ? 'common.rangeStart' : 'common.rangeEnd')}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby':
      [message ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined,
    placeholder: t(key === 'start' ? 'common.rangeStart' : 'common.rangeEnd'),
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [key]: event.target.value }),
    onBlur: () => {
      const committed = commitEnd(value[key], bounds);
      if (committed !== value[key]) onChange({ ...value, [key]: committed });
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      onChange({ ...value, [key]: stepEnd(value[key], event.key === 'ArrowUp' ? 1 : -1, bounds) });
    },
    role: 'spinbutton',
    'aria-valuemin': min,
    'aria-valuemax': max,
    'aria-valuenow':
      Number.isFinite(Number(value[key])) && value[key] !== '' ? Number(value[key]) : undefined,
    className: `${controlClass} text-right`,
  });
  const blank = value.start === '' && value.end === '';
  return (
    <div className="min-w-0">
      <div className="flex items-center gap-1" id={id}>
        <input {...end('start')} />
        <span aria-hidden="true" className="text-slate-400">
          ~
        </span>
        <input {...end('end')} />
        {!blank && !disabled && (
          <button
            type="button"
            onClick={() => onChange({ start: '', end: '' })}
            aria-label={`${label}: ${t('common.clear')}`}
            title={t('common.clear')}
            className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Icon name="clear" className="size-3.5" />
          </button>
        )}
      </div>
      {message && (
        <p id={errorId} role="alert" className="mt-0.5 text-[11px] text-red-600">
          {formatMessage(message, t)}
        </p>
      )}
    </div>
  );
}
