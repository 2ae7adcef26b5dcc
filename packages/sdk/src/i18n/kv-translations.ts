import { readJson, type KeyValueStorage } from '../core/storage';
import type { HttpClient } from '../http/create-http-client';
import type { I18n } from './i18n';
import type { Locale, MessageKey } from './translate';

/** One row of `translatesDTOs` (api-contract.md §7.8, product.md §3 "Translation"). */
export interface TranslationRow {
  key: string;
  value: string | null;
  page?: string | null;
  appCode?: string | null;
  lang?: string | null;
}

/** retVal of GET {TRANSLATE}/kv_translate/kv_translates. */
export interface TranslationPullAnswer {
  translatesDTOs?: TranslationRow[] | null;
  lastPullDate?: string | number | null;
}

/** What is kept per app and locale between visits. */
export interface StoredTranslations {
  lastPullDate: string | null;
  messages: Record<string, string>;
}

/** Where the key/value translations of an app are kept between pages (localStorage by default). */
export interface TranslationStore {
  read(appCode: string, locale: Locale): StoredTranslations;
  write(appCode: string, locale: Locale, entry: StoredTranslations): void;
}

export const TRANSLATIONS_STORAGE_PREFIX = 'portico.translations';

function isStored(value: unknown): value is StoredTranslations {
  if (typeof value !== 'object' || value === null) return false;
  const { lastPullDate, messages } = value as Partial<StoredTranslations>;
  return (
    (lastPullDate === null || typeof lastPullDate === 'string') &&
    typeof messages === 'object' &&
    messages !== null &&
    Object.values(messages).every((text) => typeof text === 'string')
  );
}

/** Persists each app's translations per locale in local storage (api-contract.md §9). */
export function createTranslationStore(storage: KeyValueStorage): TranslationStore {
  const keyOf = (appCode: string, locale: Locale) =>
    `${TRANSLATIONS_STORAGE_PREFIX}.${appCode}.${locale}`;
  return {
    read(appCode, locale) {
      const stored = readJson<unknown>(storage, keyOf(appCode, locale));
      // A foreign or hand-edited entry counts as nothing stored, which forces a full pull.
      return isStored(stored) ? stored : { lastPullDate: null, messages: {} };
    },
    write(appCode, locale, entry) {
      storage.setItem(keyOf(appCode, locale), JSON.stringify(entry));
    },
  };
}

export interface PullTranslationsOptions {
  appCode: string;
  locale: Locale;
  store: TranslationStore;
  /** When given and showing `locale`, the merged translations become its overrides. */
  i18n?: I18n;
}

export interface PullTranslationsResult extends StoredTranslations {
  /** False when the call failed and the stored translations were used as they were. */
  pulled: boolean;
}

function merge(messages: Record<string, string>, rows: readonly TranslationRow[]) {
  const next = { ...messages };
  for (const row of rows) {
    if (typeof row?.key !== 'string' || row.key === '') continue;
    // An emptied translation is a removal: the built-in text shows again instead of nothing.
    if (typeof row.value === 'string' && row.value !== '') next[row.key] = row.value;
    else delete next[row.key];
  }
  return next;
}

/**
 * Incremental pull of api-contract.md §7.8: sends the locale's `lastPullDate`, merges the changed
 * rows into the stored ones and keeps the new date. A locale with no stored messages sends an empty
 * date, i.e. asks for everything (product.md §4 "the date resets if the locale has no messages").
 * A failed pull is ignored (api-contract.md §8) and the stored translations stay in use.
 */
export async function pullTranslations(
  http: Pick<HttpClient, 'request'>,
  { appCode, locale, store, i18n }: PullTranslationsOptions,
): Promise<PullTranslationsResult> {
  const stored = store.read(appCode, locale);
  const hasMessages = Object.keys(stored.messages).length > 0;
  let result: PullTranslationsResult = { ...stored, pulled: false };
  try {
    const answer = await http.request<TranslationPullAnswer | null>(
      'TRANSLATE',
      '/kv_translate/kv_translates',
      {
        query: { lastPullDate: hasMessages ? (stored.lastPullDate ?? '') : '' },
        headers: { appCode, language: locale },
      },
    );
    const messages = merge(stored.messages, answer?.translatesDTOs ?? []);
    const date = answer?.lastPullDate ?? stored.lastPullDate;
    const entry: StoredTranslations = {
      messages,
      lastPullDate: Object.keys(messages).length > 0 && date !== null ? String(date) : null,
    };
    store.write(appCode, locale, entry);
    result = { ...entry, pulled: true };
  } catch {
    // Ignored by the contract: the page keeps the stored or built-in texts.
  }
  if (i18n && i18n.locale.value === locale) i18n.setOverrides(result.messages);
  return result;
}

export interface TranslationEdit {
  key: string;
  value: string;
  page: string;
}

export interface SaveTranslationsOptions {
  appCode: string;
  lang: Locale;
  data: readonly TranslationEdit[];
}

/**
 * POST {TRANSLATE}/kv_translate/batch (api-contract.md §7.8). Nothing to save answers the editor's
 * 'no content was modified' (product.md §4) without a call; null means saved.
 */
export async function saveTranslations(
  http: Pick<HttpClient, 'request'>,
  { appCode, lang, data }: SaveTranslationsOptions,
): Promise<MessageKey | null> {
  if (data.length === 0) return 'translation.noChange';
  await http.request<unknown>('TRANSLATE', '/kv_translate/batch', {
    method: 'POST',
    body: { appCode, lang, data },
  });
  return null;
}

/** The editor's pending edits: the entries whose value differs from what was loaded. */
export function diffTranslations(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  page: string,
): TranslationEdit[] {
  return Object.entries(after)
    .filter(([key, value]) => before[key] !== value)
    .map(([key, value]) => ({ key, value, page }));
}

/** Closing the editor with edits warns 'there is unsaved content' (product.md §4). */
export function unsavedTranslationsWarning(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): MessageKey | null {
  return diffTranslations(before, after, '').length > 0 ? 'translation.unsaved' : null;
}
