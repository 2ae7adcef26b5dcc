import type { HttpClient } from '../http/create-http-client';
import type { I18n } from './i18n';
import { pullTranslations, type TranslationStore } from './kv-translations';
import { loadMessages, messagesLoaded } from './lazy-messages';
import type { Locale } from './translate';

/** api-contract.md §9 "Language-switch minimum 2000 ms". */
export const LANGUAGE_SWITCH_MIN_MS = 2000;

/** The timer a caller may replace; tests pass fake timers through the global one. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Settles like `work`, but never before `ms` have passed: a loading tip that flashes for 50 ms
 * reads as a glitch, so the language switch keeps it up for at least 2 s (product.md §4).
 */
export async function minDuration<T>(
  work: Promise<T>,
  ms: number,
  clock: Clock = globalThis,
): Promise<T> {
  const floor = new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
  const [outcome] = await Promise.all([
    work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    floor,
  ]);
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/** What `switchLocale` needs: the client's calls, the translation store and a clock. */
export interface SwitchLocaleOptions {
  http: Pick<HttpClient, 'request'>;
  appCode: string;
  store: TranslationStore;
  clock?: Clock;
  minMs?: number;
}

/**
 * The language switch of product.md §4: the locale changes first (so the pull's language header
 * names the new locale), the stored translations of that locale replace the old overrides at once,
 * then an incremental pull refreshes them; the returned promise — during which the UI shows
 * 'language.switching' — lasts at least 2 s. A locale locked by the URL is not switched (false).
 * Areas registered with `registerLazyMessages` load the new locale's chunks first, so the
 * switch never shows a key; if they cannot load, the locale stays and the promise rejects.
 */
export async function switchLocale(
  i18n: I18n,
  locale: Locale,
  { http, appCode, store, clock, minMs = LANGUAGE_SWITCH_MIN_MS }: SwitchLocaleOptions,
): Promise<boolean> {
  if (i18n.locked.value) return false;
  const texts = loadMessages(locale);
  if (!messagesLoaded(locale)) await texts;
  i18n.setLocale(locale);
  i18n.setOverrides(store.read(appCode, locale).messages);
  await minDuration(pullTranslations(http, { appCode, locale, store, i18n }), minMs, clock);
  return true;
}
