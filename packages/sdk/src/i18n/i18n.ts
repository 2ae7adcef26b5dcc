import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { KeyValueStorage } from '../core/storage';
import { FALLBACK_LOCALE, isLocale, translate, type Locale, type MessageKey } from './translate';

/** The storage key of the chosen locale. */
export const LOCALE_STORAGE_KEY = 'portico.locale';

/** The page's locale as a signal, whether a URL locked it, the server's overrides, and setters. */
export interface I18n {
  readonly locale: ReadonlySignal<Locale>;
  /** True when a URL language parameter fixed the locale (product.md §4 "Language"). */
  readonly locked: ReadonlySignal<boolean>;
  /** Server kv translations that override the built-in texts (api-contract.md §7.8). */
  readonly overrides: ReadonlySignal<Record<string, string>>;
  setLocale(locale: Locale): void;
  /** Sets the locale from a URL parameter and locks it. */
  lockLocale(locale: Locale): void;
  setOverrides(overrides: Record<string, string>): void;
  t(key: MessageKey, params?: Record<string, string | number>): string;
}

/** The locale state of a page: read from `storage` (or `initial`), switched with `setLocale`. */
export function createI18n(storage: KeyValueStorage, initial?: Locale): I18n {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  const locale = signal<Locale>(initial ?? (isLocale(stored) ? stored : FALLBACK_LOCALE));
  const locked = signal(false);
  const overrides = signal<Record<string, string>>({});

  return {
    locale,
    locked,
    overrides,
    setLocale(next) {
      if (locked.value) return;
      locale.value = next;
      storage.setItem(LOCALE_STORAGE_KEY, next);
    },
    lockLocale(next) {
      locale.value = next;
      locked.value = true;
    },
    setOverrides(next) {
      overrides.value = next;
    },
    t: (key, params) => translate(locale.value, key, params, overrides.value),
  };
}
