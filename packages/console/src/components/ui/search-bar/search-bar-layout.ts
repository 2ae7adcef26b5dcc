/** product.md §2.9 / api-contract.md §9: "Search bar default 3 items, 5 per extra row". */
export const SEARCH_MAIN_ITEMS = 3;
export const SEARCH_ROW_ITEMS = 5;

export interface SearchBarLayout {
  /** Indexes of the items always shown, on the row with the buttons. */
  main: number[];
  /** Indexes of the items behind the toggle, cut into rows. */
  extraRows: number[][];
}

/**
 * Splits `count` items into the main row (the first `mainCount`) and extra rows of `rowSize`,
 * in order. Sizes below 1 count as 1, so a misconfigured bar still shows every item.
 */
export function searchBarLayout(
  count: number,
  mainCount: number = SEARCH_MAIN_ITEMS,
  rowSize: number = SEARCH_ROW_ITEMS,
): SearchBarLayout {
  const indexes = Array.from({ length: Math.max(0, count) }, (_, i) => i);
  const mainSize = Math.max(1, Math.floor(mainCount));
  const size = Math.max(1, Math.floor(rowSize));
  const rest = indexes.slice(mainSize);
  const extraRows: number[][] = [];
  for (let i = 0; i < rest.length; i += size) extraRows.push(rest.slice(i, i + size));
  return { main: indexes.slice(0, mainSize), extraRows };
}
