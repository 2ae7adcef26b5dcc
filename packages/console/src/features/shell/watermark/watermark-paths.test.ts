import { describe, expect, it } from 'vitest';
import { hasWatermark, WATERMARK_PATHS } from './watermark-paths';

describe('watermark pages (product.md §2.8)', () => {
  it('are the four pages of the spec', () => {
    expect(WATERMARK_PATHS).toEqual([
      '/unit/manageUnit',
      '/unit/admin-departs',
      '/user/user-list',
      '/user/unit-user-list',
    ]);
  });

  it.each([
    ['/unit/manageUnit', true],
    ['/user/user-list/', true],
    ['/user/unit-user-list', true],
    ['/unit/unitList', false],
    ['/user/userList', false],
    ['/blank', false],
  ])('%s → %s', (path, shown) => {
    expect(hasWatermark(path)).toBe(shown);
  });
});
