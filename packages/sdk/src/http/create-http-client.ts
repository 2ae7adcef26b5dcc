import type { ApiBaseName } from '../contract/app-config';
import type { ApiBases } from '../contract/app-config-types';
import type { Envelope } from '../contract/envelope';
import { ResultCode } from '../contract/result-codes';
import type { MessageKey } from '../i18n/translate';
import type { PagedResult } from '../contract/envelope';
import { isEnvelope } from './envelope';
import { fetchJson, TimeoutError } from './fetch-json';
import { PorticoApiError } from './errors';
import { toPageQuery, type FilterValue } from './paging';

/** Request timeout of the interceptor (api-contract.md §9). */
export const DEFAULT_TIMEOUT_MS = 45_000;

/** A call's query parameters; `undefined` leaves a parameter out. */
export type Query = Record<string, string | number | boolean | undefined>;

/** How one call is made: method, query, body, headers and the envelope results it hands back. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** Results handed back in the envelope instead of thrown (api-contract.md §8: 53012, 54002). */
  returnResults?: readonly number[];
  /** Do not run the 50001 logout / 52100 repeat-login hooks (e.g. for the logout call itself). */
  skipSessionHooks?: boolean;
}

export interface HttpClientOptions {
  /** The configured API bases (api-contract.md §7.1). */
  bases: () => ApiBases;
  /** Prefix of every URL, e.g. `https://uc.example.com`; empty for same-origin. */
  origin?: string;
  getToken: () => string | null;
  getLocale: () => string;
  translate: (key: MessageKey) => string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** result 50001: the session is gone (api-contract.md §8). */
  onLogout?: (error: PorticoApiError) => void;
  /** result 52100: signed in elsewhere (api-contract.md §8). */
  onRepeatLogin?: (error: PorticoApiError) => void;
  /** Sees every failure once, e.g. to show a toast. */
  onError?: (error: PorticoApiError) => void;
}

/** A UI page request: `current` is 1-based; the other keys are filters. */
export type PageParams = { current?: number; pageSize?: number } & Record<string, FilterValue>;

/** The no-message header that paged calls set (api-contract.md §7.1). */
export const NO_MESSAGE_HEADER = 'noMessage';

/** The envelope client (`portico.http`): calls a configured API base and unwraps the envelope. */
export interface HttpClient {
  /** Calls `base` + `path` and returns `retVal`, or throws a PorticoApiError. */
  request<T>(base: ApiBaseName, path: string, options?: RequestOptions): Promise<T>;
  /** Same, but hands back the whole envelope for the results in `returnResults`. */
  requestEnvelope<T>(
    base: ApiBaseName,
    path: string,
    options?: RequestOptions,
  ): Promise<Envelope<T>>;
  /**
   * A paged list (api-contract.md §7.1): `current` becomes `firstResult`, empty filters are
   * dropped, the no-message header is set; answers `{datas, totalRows, statistic}`.
   */
  list<T>(
    base: ApiBaseName,
    path: string,
    params?: PageParams,
    options?: RequestOptions,
  ): Promise<PagedResult<T>>;
  /** The same calls bound to one configured base. */
  base(base: ApiBaseName): BaseClient;
}

/** An envelope client bound to one API base (`portico.http.base('UC')`). */
export interface BaseClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  requestEnvelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  list<T>(path: string, params?: PageParams, options?: RequestOptions): Promise<PagedResult<T>>;
}

/**
 * The one place where the envelope is unwrapped and every error of api-contract.md §8 is made
 * (STYLE.md habit 2). Header rules are api-contract.md §7.1 and §6.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const t = options.translate;

  function fail(call: string, error: PorticoApiError, skipHooks = false): never {
    error.call = call;
    if (!skipHooks && error.kind === 'business') {
      if (error.result === ResultCode.LOGOUT) options.onLogout?.(error);
      if (error.result === ResultCode.REPEAT_LOGIN) options.onRepeatLogin?.(error);
    }
    options.onError?.(error);
    throw error;
  }

  async function requestEnvelope<T>(
    base: ApiBaseName,
    path: string,
    request: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const url = `${options.origin ?? ''}${options.bases()[base]}${path}`;
    const headers: Record<string, string> = { ...request.headers };
    const token = options.getToken();
    // An explicit Authorization (a token being checked) wins over the session's own.
    if (token && !url.includes('/platform')) headers.Authorization ??= token;
    // A caller's own language header wins (a translation pull for another locale).
    if (!url.includes('/internal-message') && !url.includes('/platform')) {
      headers.language ??= options.getLocale();
    }
    // PUT to the user-centre base is sent as POST (api-contract.md §7.1).
    const method = request.method === 'PUT' && base === 'UC' ? 'POST' : (request.method ?? 'GET');
    const call = `${request.method ?? 'GET'} ${options.bases()[base]}${path}`;

    let status: number;
    let body: unknown;
    try {
      const answer = await fetchJson(fetchImpl, url, {
        method,
        query: request.query,
        body: request.body,
        headers,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      status = answer.status;
      body = answer.data;
    } catch (error) {
      if (error instanceof TimeoutError)
        return fail(
          call,
          new PorticoApiError(ResultCode.UNKNOWN_NETWORK, t('error.timeout'), 'timeout'),
        );
      return fail(
        call,
        new PorticoApiError(ResultCode.UNKNOWN_NETWORK, t('error.unknownNetwork'), 'network'),
      );
    }

    if (status >= 500) return fail(call, new PorticoApiError(status, t('error.response'), 'http'));
    if (status >= 400) return fail(call, new PorticoApiError(status, t('error.network'), 'http'));
    if (!isEnvelope(body)) {
      return fail(
        call,
        new PorticoApiError(ResultCode.UNKNOWN_NETWORK, t('error.unknown'), 'network'),
      );
    }
    const envelope = body as Envelope<T>;
    if (envelope.result === ResultCode.OK || request.returnResults?.includes(envelope.result)) {
      return envelope;
    }
    const message = envelope.msg || t('error.unknown');
    return fail(
      call,
      new PorticoApiError(envelope.result, message, 'business', envelope.retVal),
      request.skipSessionHooks,
    );
  }

  const request = async <T>(base: ApiBaseName, path: string, options?: RequestOptions) =>
    (await requestEnvelope<T>(base, path, options)).retVal;

  const list = async <T>(
    base: ApiBaseName,
    path: string,
    params: PageParams = {},
    options: RequestOptions = {},
  ): Promise<PagedResult<T>> => {
    const page = await request<PagedResult<T> | null>(base, path, {
      ...options,
      query: { ...options.query, ...toPageQuery(params) },
      headers: { ...options.headers, [NO_MESSAGE_HEADER]: 'true' },
    });
    return {
      datas: page?.datas ?? [],
      totalRows: page?.totalRows ?? 0,
      statistic: page?.statistic,
    };
  };

  return {
    request,
    requestEnvelope,
    list,
    base: (name) => ({
      request: (path, options) => request(name, path, options),
      requestEnvelope: (path, options) => requestEnvelope(name, path, options),
      list: (path, params, options) => list(name, path, params, options),
    }),
  };
}
