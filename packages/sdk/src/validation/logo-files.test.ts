import { describe, expect, it } from 'vitest';
import { validateLogoFiles } from './logo-files';

describe('product.md §5 "Logo files: max one; icon format ico only"', () => {
  it.each([
    ['one logo image', [{ name: 'logo.png' }], false, null],
    ['one icon', [{ name: 'favicon.ICO' }], true, null],
    ['an icon that is a png', [{ name: 'favicon.png' }], true, 'validation.logo.icoOnly'],
    ['an icon named like ico but not', [{ name: 'ico.png' }], true, 'validation.logo.icoOnly'],
    ['two files', [{ name: 'a.png' }, { name: 'b.png' }], false, 'validation.logo.maxOne'],
    ['no file', [], true, 'validation.logo.required'],
  ])('%s', (_name, files, icon, expected) => {
    expect(validateLogoFiles(files, { icon })).toBe(expected);
  });
});
