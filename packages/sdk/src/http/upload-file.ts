import type { ApiBaseName } from '../contract/app-config';
import type { HttpClient, Query, RequestOptions } from './create-http-client';

/**
 * Sends one file as multipart/form-data, in the field `file` (api-contract.md §7.4 logo upload):
 * the call's method and path come from its declaration, the file is the body. The browser sets
 * the multipart boundary, so no content type is given.
 */
export function uploadFile<T>(
  http: Pick<HttpClient, 'request'>,
  base: ApiBaseName,
  call: { readonly method: NonNullable<RequestOptions['method']>; readonly path: string },
  file: File,
  query?: Query,
): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.request<T>(base, call.path, { method: call.method, query, body });
}
