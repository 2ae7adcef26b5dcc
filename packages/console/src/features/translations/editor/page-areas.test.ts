import { describe, expect, it } from 'vitest';
import { areasForPage } from './page-areas';

describe('the in-page translation editor offers each screen its own texts (product.md §2.9)', () => {
  it('style pages, the UI library, translations and /password/update lead with their own area', () => {
    expect(areasForPage('/style/css')[0]).toBe('styles');
    expect(areasForPage('/uilib/ui')[0]).toBe('uilib');
    expect(areasForPage('/config/translations')[0]).toBe('adminPages');
    expect(areasForPage('/password/update')[0]).toBe('adminPages');
    // Still with the administration texts around them, and other config pages unchanged.
    expect(areasForPage('/style/file')).toContain('adminFields');
    expect(areasForPage('/config/parameter-config')).not.toContain('adminPages');
  });
});
