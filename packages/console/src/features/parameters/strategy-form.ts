import {
  formatMessage,
  parsePasswordStrategy,
  PASSWORD_CLASSES,
  validatePasswordParameters,
  type PasswordClass,
} from '@portico/sdk/internal';
import { type UnitParamRow } from '@portico/sdk/contract';
import type { Translate } from '../../lib/text';

export const PASSWORD_STRATEGY = 'PASSWORD_STRATEGY';

/** The parameter screen's password rule as typed (product.md §5). */
export interface StrategyForm {
  complexity: PasswordClass[];
  length: string;
  maxAgeDays: string;
}

/** Days between forced changes, when the strategy's remark sets them. */
function maxAgeOf(remark: string | null | undefined): string {
  if (!remark) return '';
  try {
    const days = (JSON.parse(remark) as { maxAgeDays?: unknown }).maxAgeDays;
    return typeof days === 'number' && Number.isInteger(days) && days > 0 ? String(days) : '';
  } catch {
    return '';
  }
}

/** The form from the unit's PASSWORD_STRATEGY row (own or inherited; none: the default rule). */
export function strategyFormOf(row: UnitParamRow | undefined): StrategyForm {
  const strategy = parsePasswordStrategy(row ?? null);
  return {
    complexity: PASSWORD_CLASSES.filter((c) => strategy.classes.includes(c)),
    length: String(strategy.minLength),
    maxAgeDays: maxAgeOf(row?.remark),
  };
}

export type StrategyErrors = Partial<Record<keyof StrategyForm, string>>;

/**
 * The SDK's validatePasswordParameters (complexity chosen; length required, a positive integer,
 * at least 6), then the optional period, bounded as passwordStrategySaveSchema bounds it.
 */
export function validateStrategyForm(form: StrategyForm, t: Translate): StrategyErrors {
  const found = validatePasswordParameters({ complexity: form.complexity, length: form.length });
  const errors: StrategyErrors = {};
  if (found.complexity) errors.complexity = formatMessage(found.complexity, t);
  if (found.length) errors.length = formatMessage(found.length, t);
  const days = form.maxAgeDays.trim();
  if (days && (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > 3650)) {
    errors.maxAgeDays = t('parameterConfig.maxAgeInvalid');
  }
  return errors;
}
