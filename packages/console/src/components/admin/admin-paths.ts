import type { AdminScreenPath } from '@portico/sdk/contract';

/**
 * A link to an administration screen with its query; empty values are left out. The path is one
 * of `ADMIN_SCREENS` (`@portico/sdk/contract`), so a link to a screen that does not exist, or no
 * longer does, fails to compile.
 */
export function adminHref(
  path: AdminScreenPath,
  query: Record<string, string | null | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
