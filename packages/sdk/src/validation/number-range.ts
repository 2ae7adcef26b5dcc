import type { MessageRef } from '../i18n/message-ref';
import { collectErrors, isBlank, type FieldErrors } from './form-errors';

/** api-contract.md §9: "Number range bounds plus or minus 99999999". */
export const NUMBER_RANGE_LIMIT = 99_999_999;

/** Bounds of the range-number input of product.md §2.9. */
export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
  /** Decimal places kept; no rounding when absent. */
  precision?: number;
}

export interface ResolvedBounds {
  min: number;
  max: number;
  step: number;
  precision: number | null;
}

/** Fills defaults and keeps caller bounds inside ±99999999, so no input escapes the spec range. */
export function resolveBounds(bounds: NumberBounds = {}): ResolvedBounds {
  const within = (n: number | undefined, fallback: number) =>
    n === undefined || !Number.isFinite(n)
      ? fallback
      : Math.min(NUMBER_RANGE_LIMIT, Math.max(-NUMBER_RANGE_LIMIT, n));
  const min = within(bounds.min, -NUMBER_RANGE_LIMIT);
  const max = within(bounds.max, NUMBER_RANGE_LIMIT);
  const step = bounds.step !== undefined && bounds.step > 0 ? bounds.step : 1;
  const precision =
    bounds.precision !== undefined && Number.isInteger(bounds.precision) && bounds.precision >= 0
      ? bounds.precision
      : null;
  return min <= max ? { min, max, step, precision } : { min: max, max: min, step, precision };
}

const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** A number from a number or plain decimal text; null for blanks, hex, exponents or junk. */
export function parseNumberInput(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined) return null;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? Number(text) : null;
}

/** Multiplies by 10^by through the decimal exponent, exactly, also for numbers printed as 1e-7. */
function shift(n: number, by: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}

/** Rounds half away from zero on the decimal text, which avoids 1.005 → 1.00. */
function roundTo(value: number, precision: number): number {
  return Math.sign(value) * shift(Math.round(shift(Math.abs(value), precision)), -precision) || 0;
}

function decimalsOf(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  const fraction = mantissa.includes('.') ? mantissa.length - mantissa.indexOf('.') - 1 : 0;
  return Math.max(0, fraction - Number(exponent));
}

/** What the input keeps on blur: parsed, rounded to precision, clamped into [min, max]. */
export function normaliseNumber(
  value: number | string | null | undefined,
  bounds: NumberBounds = {},
): number | null {
  const parsed = parseNumberInput(value);
  if (parsed === null) return null;
  const { min, max, precision } = resolveBounds(bounds);
  const rounded = precision === null ? parsed : roundTo(parsed, precision);
  return Math.min(max, Math.max(min, rounded));
}

/** One click of the up/down control; rounding to the step's decimals removes 0.1 + 0.2 noise. */
export function stepNumber(
  value: number | string | null | undefined,
  direction: 1 | -1,
  bounds: NumberBounds = {},
): number {
  const resolved = resolveBounds(bounds);
  const current = parseNumberInput(value) ?? 0;
  const places = resolved.precision ?? Math.max(decimalsOf(resolved.step), decimalsOf(current));
  return normaliseNumber(roundTo(current + direction * resolved.step, places), bounds) ?? 0;
}

export interface NumberRangeInput {
  start: number | string | null | undefined;
  end: number | string | null | undefined;
}

function validateBound(value: NumberRangeInput['start'], bounds: ResolvedBounds) {
  if (isBlank(value)) return null;
  const parsed = parseNumberInput(value);
  if (parsed === null) return 'validation.number.invalid' as const;
  if (parsed < bounds.min || parsed > bounds.max) {
    return {
      key: 'validation.number.outOfRange' as const,
      params: { min: bounds.min, max: bounds.max },
    };
  }
  return null;
}

/** Each end a number within bounds (either may be empty), and start not above end. */
export function validateNumberRange(
  range: NumberRangeInput,
  bounds: NumberBounds = {},
): FieldErrors<keyof NumberRangeInput, MessageRef> {
  const resolved = resolveBounds(bounds);
  const errors = collectErrors<keyof NumberRangeInput, MessageRef>([
    ['start', validateBound(range.start, resolved)],
    ['end', validateBound(range.end, resolved)],
  ]);
  const start = parseNumberInput(range.start);
  const end = parseNumberInput(range.end);
  if (!errors.start && !errors.end && start !== null && end !== null && start > end) {
    errors.end = 'validation.numberRange.order';
  }
  return errors;
}
