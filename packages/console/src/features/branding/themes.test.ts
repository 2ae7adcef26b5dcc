import type { DomainRecord } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  brandColorVariables,
  DEFAULT_THEME,
  HARBOUR_THEME,
  resolveLoginTheme,
  safeImageUrl,
} from './themes';

const origin = 'http://harbour.localhost:8080';
const record = (fields: Partial<DomainRecord> = {}): DomainRecord => ({
  id: 'd1',
  domain: 'harbour.localhost',
  orgCode: 'G001',
  logoUrl: null,
  backgroundUrl: null,
  copyRight: null,
  loginPage: 'harbour',
  ...fields,
});

describe('resolveLoginTheme (product.md §2.6 brand themes, api-contract.md §8)', () => {
  it('no record (unknown host or failed lookup): the default theme, images and copyright', () => {
    for (const none of [null, undefined]) {
      const theme = resolveLoginTheme(none, origin);
      expect(theme).toMatchObject({
        id: 'default',
        layout: 'centered',
        logoUrl: DEFAULT_THEME.logoUrl,
        backgroundUrl: DEFAULT_THEME.backgroundUrl,
        copyRight: null,
        orgCode: null,
      });
    }
  });

  it('loginPage picks the theme; the record copyright replaces the default one', () => {
    const theme = resolveLoginTheme(record({ copyRight: ' © Harbour Hotels ' }), origin);
    expect(theme).toMatchObject({
      id: 'harbour',
      layout: 'split',
      headingFont: 'serif',
      logoUrl: HARBOUR_THEME.logoUrl,
      backgroundUrl: HARBOUR_THEME.backgroundUrl,
      copyRight: '© Harbour Hotels',
      orgCode: 'G001',
    });
  });

  it("the record's own logo and background replace the theme's", () => {
    const theme = resolveLoginTheme(
      record({ logoUrl: '/brands/x/logo.svg', backgroundUrl: 'https://cdn.example/bg.jpg' }),
      origin,
    );
    expect(theme.logoUrl).toBe(`${origin}/brands/x/logo.svg`);
    expect(theme.backgroundUrl).toBe('https://cdn.example/bg.jpg');
  });

  it('an unknown or inherited-property loginPage falls back to the default layout', () => {
    for (const loginPage of ['nosuch', 'constructor', '__proto__', '', null]) {
      const theme = resolveLoginTheme(record({ loginPage, logoUrl: '/own.svg' }), origin);
      expect(theme.id).toBe('default');
      expect(theme.colors).toEqual(DEFAULT_THEME.colors);
      expect(theme.logoUrl).toBe(`${origin}/own.svg`);
    }
  });

  it('image addresses that are not http(s) are ignored, never loaded', () => {
    const theme = resolveLoginTheme(
      record({
        logoUrl: 'javascript:alert(1)',
        backgroundUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        copyRight: '   ',
      }),
      origin,
    );
    expect(theme.logoUrl).toBe(HARBOUR_THEME.logoUrl);
    expect(theme.backgroundUrl).toBe(HARBOUR_THEME.backgroundUrl);
    expect(theme.copyRight).toBeNull();
    expect(safeImageUrl('//evil.example/x.png', origin)).toBe('http://evil.example/x.png');
    expect(safeImageUrl('http://[bad', origin)).toBeNull();
  });

  it('the two customer themes differ in layout, colours, typeface and images', () => {
    expect(HARBOUR_THEME.layout).not.toBe(DEFAULT_THEME.layout);
    expect(HARBOUR_THEME.colors['600']).not.toBe(DEFAULT_THEME.colors['600']);
    expect(HARBOUR_THEME.headingFont).not.toBe(DEFAULT_THEME.headingFont);
    expect(HARBOUR_THEME.backgroundUrl).not.toBe(DEFAULT_THEME.backgroundUrl);
    expect(HARBOUR_THEME.logoUrl).not.toBe(DEFAULT_THEME.logoUrl);
  });
});

describe('brandColorVariables', () => {
  it("sets the variables the console's brand-* utilities read", () => {
    expect(brandColorVariables(HARBOUR_THEME)).toEqual({
      '--color-brand-50': '#f4f7fb',
      '--color-brand-100': '#dfe7f1',
      '--color-brand-500': '#b8902f',
      '--color-brand-600': '#17355c',
      '--color-brand-700': '#0f2747',
      '--color-brand-900': '#0b1f3a',
    });
  });
});
