import type { Locale } from '../i18n/translate';

/**
 * The link 'copy page link' copies (product.md §2.8): the page's address with the current
 * language added when the address names none, so the receiver sees the page in that language.
 */
export function withLanguage(href: string, locale: Locale): string {
  const url = new URL(href);
  if (!url.searchParams.has('language')) url.searchParams.set('language', locale);
  return url.href;
}
