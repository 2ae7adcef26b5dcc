import { MAX_STYLE_FILE_BYTES } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { formatSize, styleFileError, styleNameError, toBase64 } from './style-form';

describe('style editor checks (product.md §2.5 /style)', () => {
  it('a name is required and takes letters, digits, space, dot, _ and - only', () => {
    expect(styleNameError(' ')).toBe('styles.nameRequired');
    expect(styleNameError('../x.css')).toBe('styles.nameInvalid');
    expect(styleNameError('brand-2 v1.css')).toBeNull();
  });

  it('a file is one of the accepted types, within the size limit', () => {
    expect(styleFileError(null)).toBe('styles.fileRequired');
    expect(styleFileError({ name: 'x.svg', size: 10 })).toBe('styles.fileType');
    expect(styleFileError({ name: 'x.png', size: MAX_STYLE_FILE_BYTES + 1 })).toBe(
      'styles.fileTooLarge',
    );
    expect(styleFileError({ name: 'Logo.PNG', size: 10 })).toBeNull();
  });

  it('encodes bytes as base64 and sizes for people', () => {
    expect(toBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('iVBORw==');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2.0 KB');
  });
});
