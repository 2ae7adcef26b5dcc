import type { HttpClient, PageParams, Query, RequestOptions } from '../http/create-http-client';
import { inputPlace, pathParamsOf, type CallDecl, type CallInput, type CallOutput } from './call';
import type { ApiBaseName } from './app-config';
import type { Envelope, PagedResult } from './envelope';

/** The client's request options for a declared call: the path filled, the fields placed. */
function requestOf<C extends CallDecl>(
  call: C,
  input: CallInput<C>,
): { path: string; options: Pick<RequestOptions, 'method' | 'query' | 'body'> } {
  const rest = { ...(input as Record<string, unknown>) };
  let path = call.path;
  for (const name of pathParamsOf(call)) {
    path = path.replace(`:${name}`, encodeURIComponent(String(rest[name])));
    delete rest[name];
  }
  const fields =
    inputPlace(call) === 'query' ? { query: rest as Query } : { body: rest as unknown };
  return { path, options: { method: call.method, ...fields } };
}

/**
 * Makes a declared call through the SDK's HTTP client: the method, base and path come from the
 * declaration, the fields go where the declaration's method puts them, the answer is typed.
 */
export function callApi<C extends CallDecl & { base: ApiBaseName }>(
  http: Pick<HttpClient, 'request'>,
  call: C,
  input: CallInput<C>,
  /**
   * How the client treats the call (e.g. `skipSessionHooks` on the login page), and the headers
   * of a declaration that has them (the kv pull's `appCode`, `language`).
   */
  options: Pick<RequestOptions, 'skipSessionHooks' | 'headers'> = {},
): Promise<CallOutput<C>> {
  const request = requestOf(call, input);
  return http.request<CallOutput<C>>(call.base, request.path, { ...request.options, ...options });
}

/**
 * Same as `callApi`, but answers the whole envelope when its result is one of `returnResults`
 * (besides 0) instead of throwing: for calls where a non-zero code is an answer, such as
 * "not found" for a resource the user does not hold (api-contract.md §7.6, §8).
 */
export function callApiEnvelope<C extends CallDecl & { base: ApiBaseName }>(
  http: Pick<HttpClient, 'requestEnvelope'>,
  call: C,
  input: CallInput<C>,
  options: Pick<RequestOptions, 'returnResults' | 'skipSessionHooks' | 'headers'>,
): Promise<Envelope<CallOutput<C>>> {
  const request = requestOf(call, input);
  return http.requestEnvelope<CallOutput<C>>(call.base, request.path, {
    ...request.options,
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
