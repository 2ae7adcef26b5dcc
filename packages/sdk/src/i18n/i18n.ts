import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { KeyValueStorage } from '../core/storage';
import { decideLocale, type LocaleInputs } from './decide-locale';
import { isLocale, translate, type Locale, type MessageKey } from './translate';

/** The storage key of the chosen locale. */
export const LOCALE_STORAGE_KEY = 'portico.locale';

/** The page's locale as a signal, whether a URL locked it, the server's overrides, and setters. */
export interface I18n {
  readonly locale: ReadonlySignal<Locale>;
  /** True when a URL language parameter fixed the locale (product.md §4 "Language"). */
  readonly locked: ReadonlySignal<boolean>;
  /**
   * True when the locale is a choice (saved, set, locked or given when the client was made), false
   * while it is only a guess from the browser or the fallback: a page's own language may then win.
   */
  readonly chosen: ReadonlySignal<boolean>;
  /** Server kv translations that override the built-in texts (api-contract.md §7.8). */
  readonly overrides: ReadonlySignal<Record<string, string>>;
  setLocale(locale: Locale): void;
  /** Sets the locale from a URL parameter and locks it. */
  lockLocale(locale: Locale): void;
  setOverrides(overrides: Record<string, string>): void;
  /**
   * The default language of the user's unit (the login result's `unitLanguage`, or the sign-in
   * host's unit): it is shown while the locale is only a guess and the other hints name no
   * locale (no `language` parameter, a browser that speaks neither); never saved. Null forgets it.
   */
  useUnitDefault(unitDefault: string | null | undefined): void;
  t(key: MessageKey, params?: Record<string, string | number>): string;
}

/** What the locale is decided from besides the saved choice (decide-locale.ts). */
export type LocaleHints = Omit<LocaleInputs, 'saved'>;

/**
 * `initial` fixes the locale; without it the saved choice decides, then the hints (a `language`
 * parameter, the browser's languages, the unit's default), then zh-CN. Only a choice is saved,
 * never a guess.
 */
export function createI18n(storage: KeyValueStorage, initial?: Locale, hints?: LocaleHints): I18n {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  const saved = isLocale(stored) ? stored : null;
  const locale = signal<Locale>(initial ?? decideLocale({ ...hints, saved }));
  const locked = signal(false);
  const chosen = signal(initial !== undefined || saved !== null);
  const overrides = signal<Record<string, string>>({});

  return {
    locale,
    locked,
    chosen,
    overrides,
    setLocale(next) {
      if (locked.value) return;
      locale.value = next;
      chosen.value = true;
      storage.setItem(LOCALE_STORAGE_KEY, next);
    },
    lockLocale(next) {
      locale.value = next;
      locked.value = true;
      chosen.value = true;
    },
    setOverrides(next) {
      overrides.value = next;
    },
    useUnitDefault(unitDefault) {
      if (chosen.value) return;
      locale.value = decideLocale({ ...hints, unitDefault });
    },
    t: (key, params) => translate(locale.value, key, params, overrides.value),
  };
}
