/**
 * Horizontal paging of the first-level menus (product.md §2.8 "paged horizontally, next-page
 * control when more than 1 page"): the menus are cut, in order, into pages that fit the room the
 * top bar has. An item wider than the room gets a page of its own rather than being lost.
 * Returns the indexes of the items on each page; no items give no pages.
 */
export function pageItems(widths: readonly number[], room: number, gap = 0): number[][] {
  const pages: number[][] = [];
  let page: number[] = [];
  let used = 0;
  widths.forEach((width, index) => {
    const needed = page.length === 0 ? width : used + gap + width;
    if (page.length > 0 && needed > room) {
      pages.push(page);
      page = [index];
      used = width;
      return;
    }
    page.push(index);
    used = needed;
  });
  if (page.length > 0) pages.push(page);
  return pages;
}

/** The page that holds item `index`, or 0 when no page does. */
export function pageOf(pages: readonly (readonly number[])[], index: number): number {
  const found = pages.findIndex((page) => page.includes(index));
  return found < 0 ? 0 : found;
}

/** A page number kept within the pages there are (the room shrinks, pages disappear). */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 0), Math.max(pageCount - 1, 0));
}
