import { DEFAULT_PAGE_SIZE } from '../contract/envelope';

/** The literal that a filter uses to ask for an empty value (api-contract.md §5). */
export const BLANK_VALUE = 'BLANK_VALUE';

/** A list filter's value; empty values are left out of the query. */
export type FilterValue = string | number | boolean | null | undefined;

/**
 * Turns a UI page request into the query of a paged list call (api-contract.md §5, §7.1):
 * `current` (1-based) becomes `firstResult`, empty filter values are dropped and the
 * literal BLANK_VALUE becomes an empty string.
 */
export function toPageQuery(
  params: { current?: number; pageSize?: number } & Record<string, FilterValue>,
): Record<string, string | number | boolean> {
  const { current = 1, pageSize = DEFAULT_PAGE_SIZE, ...filters } = params;
  const query: Record<string, string | number | boolean> = {
    firstResult: (Math.max(1, current) - 1) * pageSize,
    pageSize,
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = value === BLANK_VALUE ? '' : value;
  }
  return query;
}
