/** The administration routes of product.md §2.5 this console has screens for (issue 8). */
export const ADMIN_PATHS = {
  unitList: '/unit/unitList',
  unitApps: '/unit/unit-app-list',
  unitAppSteps: '/unit/unit-app-step-list',
  unitParams: '/unit/unit-params',
  unitBox: '/unit/unit-box',
  adminDeparts: '/unit/admin-departs',
  manageUnit: '/unit/manageUnit',
} as const;

/** A route with its query; empty values are left out. */
export function adminHref(
  path: string,
  query: Record<string, string | null | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
