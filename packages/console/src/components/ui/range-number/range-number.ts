import {
  normaliseNumber,
  parseNumberInput,
  resolveBounds,
  stepNumber,
  type NumberBounds,
} from '@portico/sdk/internal';

/** The two ends as typed; '' is an open end. */
export interface NumberRangeValue {
  start: string;
  end: string;
}

export const EMPTY_RANGE: NumberRangeValue = { start: '', end: '' };

/** A number as the input shows it: with exactly `precision` decimals when one is set. */
export function formatNumber(value: number, bounds: NumberBounds = {}): string {
  const { precision } = resolveBounds(bounds);
  return precision === null ? String(value) : value.toFixed(precision);
}

/**
 * What an end keeps when it loses focus (product.md §5 "bounded by min, max, step, precision"):
 * a number is rounded and clamped; a blank stays open; text that is no number is left for the
 * validator to name rather than silently dropped.
 */
export function commitEnd(text: string, bounds: NumberBounds = {}): string {
  if (text.trim() === '') return '';
  const value = normaliseNumber(text, bounds);
  return value === null ? text : formatNumber(value, bounds);
}

/** One arrow-key step up or down from what is typed (blank or junk counts as 0). */
export function stepEnd(text: string, direction: 1 | -1, bounds: NumberBounds = {}): string {
  return formatNumber(stepNumber(text, direction, bounds), bounds);
}

/** The range as numbers for a filter: null for an open end or one that is not a number. */
export function rangeNumbers(value: NumberRangeValue): {
  start: number | null;
  end: number | null;
} {
  return { start: parseNumberInput(value.start), end: parseNumberInput(value.end) };
}
