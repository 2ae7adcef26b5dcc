/** The text a truncated-text widget shows folded, and whether anything was folded away. */
export interface Truncation {
  short: string;
  truncated: boolean;
}

/**
 * Keeps the first `max` characters (by code point, so an emoji or a CJK surrogate pair is never
 * cut in half) and adds an ellipsis when something was left out; blank text stays as it is.
 */
export function truncateText(text: string | null | undefined, max: number): Truncation {
  const value = text ?? '';
  const points = Array.from(value);
  if (max < 1 || points.length <= max) return { short: value, truncated: false };
  return { short: `${points.slice(0, max).join('').trimEnd()}…`, truncated: true };
}
