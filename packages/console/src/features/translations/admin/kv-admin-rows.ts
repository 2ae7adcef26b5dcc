import type { TranslationDTO } from '@portico/sdk/contract';

/**
 * The rows of the translations screen (api-contract.md §7.8): what the server holds for one app
 * and locale, merged pull after pull, with the edits not saved yet on top.
 */
export interface KvRow {
  key: string;
  /** The stored text ('' for a key added here and not saved yet). */
  value: string;
  page: string | null;
  updatedAt: string | null;
}

/** What the screen holds for one app and locale: every row, and the date for the next pull. */
export interface KvTable {
  rows: KvRow[];
  lastPullDate: string | null;
  /** How many entries the last pull brought. */
  pulledCount: number;
}

/** An incremental pull's entries replace the rows of the same key; new keys are added. */
export function mergePulled(current: readonly KvRow[], pulled: readonly TranslationDTO[]): KvRow[] {
  const byKey = new Map(current.map((row) => [row.key, row]));
  for (const entry of pulled) {
    byKey.set(entry.key, {
      key: entry.key,
      value: entry.value,
      page: entry.page,
      updatedAt: entry.updatedAt,
    });
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export interface KvFilters {
  /** '' for every page; NO_PAGE for the rows without one. */
  page: string;
  text: string;
}

export const NO_PAGE = '\u0000none';

/** The pages of the rows, for the page filter. */
export function pagesOf(rows: readonly KvRow[]): string[] {
  return [...new Set(rows.map((row) => row.page ?? NO_PAGE))].sort();
}

/** Rows of the page chosen whose key or text (stored or edited) contains the search text. */
export function filterRows(
  rows: readonly KvRow[],
  filters: KvFilters,
  edits: ReadonlyMap<string, string>,
): KvRow[] {
  const text = filters.text.trim().toLowerCase();
  return rows.filter((row) => {
    if (filters.page && (row.page ?? NO_PAGE) !== filters.page) return false;
    if (!text) return true;
    const shown = edits.get(row.key) ?? row.value;
    return row.key.toLowerCase().includes(text) || shown.toLowerCase().includes(text);
  });
}

/** The batch of POST /kv_translate/batch: each edited row whose text differs from the stored one. */
export function batchOf(
  rows: readonly KvRow[],
  edits: ReadonlyMap<string, string>,
): { key: string; value: string; page: string | null }[] {
  return rows
    .filter((row) => edits.has(row.key) && edits.get(row.key) !== row.value)
    .map((row) => ({ key: row.key, value: edits.get(row.key)!, page: row.page }));
}
