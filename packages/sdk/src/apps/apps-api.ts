import type { AppInfo } from '../contract/login';
import type { HttpClient } from '../http/create-http-client';

/**
 * GET {UC}/app/apps. A constant, not the contract declaration (its zod schema would land in the
 * SDK's bundle); apps-api.test.ts checks it equals the declaration.
 */
export const APPS_PATH = '/app/apps';

/** The launcher's list: apps the unit may use, SSO-enabled, without UC (product.md §2.7). */
export function listApps(http: HttpClient): Promise<AppInfo[]> {
  return http.request<AppInfo[]>('UC', APPS_PATH);
}
