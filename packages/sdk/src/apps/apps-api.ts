import type { AppInfo } from '../contract/login';
import type { HttpClient } from '../http/create-http-client';

/** The launcher's list: apps the unit may use, SSO-enabled, without UC (product.md §2.7). */
export function listApps(http: HttpClient): Promise<AppInfo[]> {
  return http.request<AppInfo[]>('UC', '/app/apps');
}
