import { useCallback, useState } from 'react';

export type SearchValues = Record<string, string>;

export interface SearchForm<V extends SearchValues> {
  /** What is typed in the bar; a list only sees it when the user queries. */
  draft: V;
  set: (key: keyof V, value: string) => void;
  /** Empties every field (or sets `to`) and answers the new values. */
  reset: (to?: V) => V;
}

/** Every key of `values` with an empty value. */
export function blankValues<V extends SearchValues>(values: V): V {
  return Object.fromEntries(Object.keys(values).map((key) => [key, ''])) as V;
}

/**
 * The typed state of a search bar (product.md §2.9): typing changes the draft only, so a list
 * is refetched on query (button or Enter) and on clear, never on each key.
 */
export function useSearchForm<V extends SearchValues>(initial: V): SearchForm<V> {
  const [draft, setDraft] = useState<V>(initial);
  const set = useCallback(
    (key: keyof V, value: string) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );
  const reset = (to?: V) => {
    const next = to ?? blankValues(draft);
    setDraft(next);
    return next;
  };
  return { draft, set, reset };
}
