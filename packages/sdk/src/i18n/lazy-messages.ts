import { registerMessages } from './registry';
import { LOCALES, type Locale } from './translate';

/** The texts of one locale of an area. */
export type LocaleTexts = Record<string, string>;

/**
 * An area whose locales load when needed: each locale is its texts, or a function that imports
 * them (`() => import('./area.en-US').then((m) => m.texts)`), so a bundler emits one chunk per
 * locale and a page downloads only the locales it shows.
 */
export type LazyMessageArea = Record<Locale, LocaleTexts | (() => Promise<LocaleTexts>)>;

const lazyAreas = new Set<LazyMessageArea>();
/** Locales asked for so far: an area registered later loads them too. */
const wanted = new Set<Locale>();
const loads = new WeakMap<LazyMessageArea, Partial<Record<Locale, Promise<void>>>>();
const loaded = new WeakMap<LazyMessageArea, Set<Locale>>();

function loadArea(area: LazyMessageArea, locale: Locale): Promise<void> {
  const started = loads.get(area) ?? {};
  loads.set(area, started);
  started[locale] ??= (async () => {
    const source = area[locale];
    const texts = typeof source === 'function' ? await source() : source;
    const empty = { 'zh-CN': {}, 'en-US': {} };
    registerMessages({ ...empty, [locale]: texts });
    loaded.set(area, (loaded.get(area) ?? new Set()).add(locale));
  })().catch((error: unknown) => {
    // A failed chunk (offline, a stale deployment) may be asked for again.
    delete started[locale];
    throw error;
  });
  return started[locale];
}

/**
 * Registers areas whose locales load on demand. The texts given inline are registered at once;
 * the imported ones load for every locale already asked for with `loadMessages`, so a screen
 * registered after a switch still speaks the current locale. Until a locale has loaded,
 * `translate` falls back to zh-CN, then to the key.
 */
export function registerLazyMessages(...areas: LazyMessageArea[]): Promise<void> {
  const work: Promise<void>[] = [];
  for (const area of areas) {
    lazyAreas.add(area);
    for (const locale of LOCALES) {
      if (typeof area[locale] !== 'function' || wanted.has(locale)) {
        work.push(loadArea(area, locale));
      }
    }
  }
  return Promise.all(work).then(() => undefined);
}

/**
 * Loads `locale` of every lazily registered area (and of any registered later). A language
 * switch awaits it before showing the new locale (`switchLocale` does), so no key shows; an app
 * whose stored locale is not the fallback awaits it once at start.
 */
export function loadMessages(locale: Locale): Promise<void> {
  wanted.add(locale);
  return Promise.all([...lazyAreas].map((area) => loadArea(area, locale))).then(() => undefined);
}

/** True when `locale` of every lazily registered area is in: a switch to it can be immediate. */
export function messagesLoaded(locale: Locale): boolean {
  return [...lazyAreas].every(
    (area) => typeof area[locale] !== 'function' || (loaded.get(area)?.has(locale) ?? false),
  );
}
