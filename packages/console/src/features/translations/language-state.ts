import { signal } from '@preact/signals-react';
import type { Locale } from '@portico/sdk';
import type { Clock } from '@portico/sdk/internal';
import { portico } from '../../lib/portico';
import { changeLanguage } from './kv-sync';

/**
 * The locale being switched to while its loading tip shows, or null. Module state, so the tip
 * survives the switch re-rendering (or remounting) whatever holds it.
 */
export const switchingTo = signal<Locale | null>(null);

/**
 * Switches the language (product.md §4): refused while a switch runs, for the locale already
 * showing and when the URL locks the locale; otherwise the tip shows for at least 2 s.
 */
export async function chooseLanguage(locale: Locale, clock?: Clock): Promise<boolean> {
  const { i18n } = portico;
  if (switchingTo.peek() || i18n.locked.peek() || i18n.locale.peek() === locale) return false;
  switchingTo.value = locale;
  try {
    return await changeLanguage(locale, clock);
  } finally {
    switchingTo.value = null;
  }
}
