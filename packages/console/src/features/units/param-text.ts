import {
  formatMessage,
  parsePasswordStrategy,
  passwordStrategyMessage,
} from '@portico/sdk/internal';
import { type UnitParamRow } from '@portico/sdk/contract';
import type { Translate } from '../../lib/text';

export const PASSWORD_STRATEGY = 'PASSWORD_STRATEGY';

/** Days between forced changes, when the strategy's remark sets them (`maxAgeDays`). */
export function strategyMaxAge(remark: string | null): number | null {
  if (!remark) return null;
  try {
    const days = (JSON.parse(remark) as { maxAgeDays?: unknown }).maxAgeDays;
    return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : null;
  } catch {
    return null;
  }
}

/**
 * A parameter as a person reads it (PASSWORD_STRATEGY shown readable): the password
 * rule in the words of product.md §5 ('must contain …, the minimum length is N bits'), plus the
 * forced-change period; any other parameter is its value. An unreadable strategy reads as the
 * default rule, exactly as the password forms apply it.
 */
export function readableParam(
  row: Pick<UnitParamRow, 'code' | 'value' | 'remark'>,
  t: Translate,
): string {
  if (row.code !== PASSWORD_STRATEGY) return row.value;
  const rule = formatMessage(passwordStrategyMessage(parsePasswordStrategy(row)), t);
  const days = strategyMaxAge(row.remark);
  return days ? `${rule}; ${t('units.params.maxAge', { days })}` : rule;
}
