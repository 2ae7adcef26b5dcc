import type { TextKey } from '../../texts/catalogue';
import type { DomainRecord } from '@portico/sdk/contract';

/** The login-page layouts: a card over a full-bleed picture, or picture and form side by side. */
export type LoginLayout = 'centered' | 'split';

/** Shades of the brand colour that the console's `brand-*` utilities read. */
export type BrandShade = '50' | '100' | '500' | '600' | '700' | '900';

/** One customer's login-page theme (product.md §2.6 "brand themes"). */
export interface LoginTheme {
  id: string;
  layout: LoginLayout;
  colors: Record<BrandShade, string>;
  logoUrl: string;
  backgroundUrl: string;
  nameKey: TextKey;
  taglineKey: TextKey;
  /** A short line under the brand name, e.g. 'Staff portal'. */
  badgeKey?: TextKey;
  /** Serif headings for the hotel brand, the sans-serif default for the others. */
  headingFont: 'sans' | 'serif';
}

export const DEFAULT_THEME: LoginTheme = {
  id: 'default',
  layout: 'centered',
  colors: {
    '50': '#eff6ff',
    '100': '#dbeafe',
    '500': '#3b82f6',
    '600': '#2563eb',
    '700': '#1d4ed8',
    '900': '#1e3a8a',
  },
  logoUrl: '/brands/portico/logo.svg',
  backgroundUrl: '/brands/portico/background.svg',
  nameKey: 'login.brand.portico.name',
  taglineKey: 'login.brand.portico.tagline',
  headingFont: 'sans',
};

/** The 'harbour' hotel group: navy and gold, the harbour at dusk beside the form. */
export const HARBOUR_THEME: LoginTheme = {
  id: 'harbour',
  layout: 'split',
  colors: {
    '50': '#f4f7fb',
    '100': '#dfe7f1',
    '500': '#b8902f',
    '600': '#17355c',
    '700': '#0f2747',
    '900': '#0b1f3a',
  },
  logoUrl: '/brands/harbour/logo.svg',
  backgroundUrl: '/brands/harbour/background.svg',
  nameKey: 'login.brand.harbour.name',
  taglineKey: 'login.brand.harbour.tagline',
  badgeKey: 'login.brand.harbour.staff',
  headingFont: 'serif',
};

/** Themes by the domain record's `loginPage`. */
export const LOGIN_THEMES: Readonly<Record<string, LoginTheme>> = {
  default: DEFAULT_THEME,
  portico: DEFAULT_THEME,
  harbour: HARBOUR_THEME,
};

/** What the login page shows: the theme with the record's own images and copyright. */
export interface ResolvedLoginTheme extends LoginTheme {
  /** The record's copyright text; null means the page's translated default. */
  copyRight: string | null;
  /** Code of the unit that owns the host; null without a record. */
  orgCode: string | null;
}

/**
 * An image address from the record, if it is one the page may load: a path on this site or an
 * http(s) URL. Anything else (javascript:, data:, CSS tricks) falls back to the theme's image.
 */
export function safeImageUrl(raw: string | null | undefined, origin: string): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The theme for a domain record: its `loginPage` picks the theme (unknown or none: the default),
 * its non-empty logo, background and copyright replace the theme's. No record (unknown host or
 * failed lookup): the default theme with the default images and copyright (api-contract.md §8).
 */
export function resolveLoginTheme(
  record: DomainRecord | null | undefined,
  origin: string,
): ResolvedLoginTheme {
  const page = record?.loginPage ?? '';
  // Own keys only: 'constructor' or '__proto__' from the server must not pick a theme.
  const base = Object.hasOwn(LOGIN_THEMES, page) ? LOGIN_THEMES[page]! : DEFAULT_THEME;
  return {
    ...base,
    logoUrl: safeImageUrl(record?.logoUrl, origin) ?? base.logoUrl,
    backgroundUrl: safeImageUrl(record?.backgroundUrl, origin) ?? base.backgroundUrl,
    copyRight: record?.copyRight?.trim() || null,
    orgCode: record?.orgCode ?? null,
  };
}

/** The theme's colours as the CSS variables Tailwind's `brand-*` utilities read. */
export function brandColorVariables(theme: LoginTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.colors).map(([shade, value]) => [`--color-brand-${shade}`, value]),
  );
}
