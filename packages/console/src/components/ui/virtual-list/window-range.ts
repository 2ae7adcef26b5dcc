export interface WindowRange {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
  /** Pixels above the first rendered row (the spacer). */
  offset: number;
  /** Pixels of all rows: the scroll height. */
  totalHeight: number;
}

/**
 * The rows a fixed-height windowed list renders: those in the viewport plus `overscan` either
 * side, so 10,000 rows cost as much as forty (a tree of 10,000 departments stays
 * responsive). Out-of-range scroll positions (a list that just shrank) are clamped.
 */
export function windowRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 8,
): WindowRange {
  const height = Math.max(1, rowHeight);
  const totalHeight = Math.max(0, count) * height;
  if (count <= 0) return { start: 0, end: 0, offset: 0, totalHeight: 0 };
  const maxTop = Math.max(0, totalHeight - viewportHeight);
  const top = Math.min(Math.max(0, scrollTop), maxTop);
  const first = Math.floor(top / height);
  const visible = Math.ceil(Math.max(0, viewportHeight) / height) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, offset: start * height, totalHeight };
}

/**
 * The scrollTop that brings row `index` fully into view with the least movement, or null when
 * it already is.
 */
export function scrollToReveal(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return null;
}
