import { useEffect, useState } from 'react';

const answers = new Map<string, Promise<unknown>>();

export interface Lookup<T> {
  data: T | undefined;
  isPending: boolean;
}

/**
 * One read per page load for the signed-out pages (domain look, sign-in options): they need no
 * cache invalidation, so they do without TanStack Query and /login stays within its size budget
 * (budgeted in tests). `load` must not reject; signed-in screens use TanStack Query (STYLE.md §6).
 */
export function useLookup<T>(key: string, load: () => Promise<T>): Lookup<T> {
  const [state, setState] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    let active = true;
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      answers.set(key, answer);
    }
    void answer.then((data) => {
      if (active) setState({ key, data });
    });
    return () => {
      active = false;
    };
    // `load` belongs to `key`: a new function for the same key must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = state?.key === key ? state : null;
  return { data: current?.data, isPending: current === null };
}

/** Test-only: forgets every answer. */
export function resetLookups(): void {
  answers.clear();
}
