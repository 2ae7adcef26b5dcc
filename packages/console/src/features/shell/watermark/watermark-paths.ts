import type { AdminScreenPath } from '@portico/sdk/contract';

/**
 * The pages that carry the watermark (product.md §2.8 "Watermark (unit name and user code,
 * opacity 0.15) on /unit/manageUnit, /unit/admin-departs, /user/user-list, /user/unit-user-list").
 */
export const WATERMARK_PATHS: readonly AdminScreenPath[] = [
  '/unit/manageUnit',
  '/unit/admin-departs',
  '/user/user-list',
  '/user/unit-user-list',
];

/** The watermark's opacity of product.md §2.8. */
export const WATERMARK_OPACITY = 0.15;

/** Whether the page at `pathname` carries the watermark; a trailing slash does not matter. */
export function hasWatermark(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return (WATERMARK_PATHS as readonly string[]).includes(path);
}
