import type { HttpClient, PageParams, Query, RequestOptions } from '../http/create-http-client';
import { inputPlace, pathParamsOf, type CallDecl, type CallInput, type CallOutput } from './call';
import type { ApiBaseName } from './app-config';
import type { PagedResult } from './envelope';

/**
 * Makes a declared call through the SDK's HTTP client: the method, base and path come from the
 * declaration, the fields go where the declaration's method puts them, the answer is typed.
 */
export function callApi<C extends CallDecl & { base: ApiBaseName }>(
  http: Pick<HttpClient, 'request'>,
  call: C,
  input: CallInput<C>,
  /** How the client treats the call (e.g. `skipSessionHooks` on the login page). */
  options: Pick<RequestOptions, 'skipSessionHooks'> = {},
): Promise<CallOutput<C>> {
  const rest = { ...(input as Record<string, unknown>) };
  let path = call.path;
  for (const name of pathParamsOf(call)) {
    path = path.replace(`:${name}`, encodeURIComponent(String(rest[name])));
    delete rest[name];
  }
  const fields =
    inputPlace(call) === 'query' ? { query: rest as Query } : { body: rest as unknown };
  return http.request<CallOutput<C>>(call.base, path, {
    method: call.method,
    ...fields,
    ...options,
  });
}

/** The filters of a paged call, with the UI's 1-based `current` page instead of `firstResult`. */
export type PageInput<C> = PageParams & Partial<Omit<CallInput<C>, 'firstResult' | 'pageSize'>>;

/**
 * Makes a declared paged call (api-contract.md §7.1) through `http.list`: `current` becomes
 * `firstResult`, empty filters are dropped, the no-message header is set.
 */
export function listApi<C extends CallDecl & { base: ApiBaseName; paged: true }>(
  http: Pick<HttpClient, 'list'>,
  call: C,
  params: PageInput<C>,
): Promise<CallOutput<C> & PagedResult<unknown>> {
  return http.list(call.base, call.path, params) as Promise<CallOutput<C> & PagedResult<unknown>>;
}
