/**
 * The few things the envelope client needs from fetch: a query string, a JSON body, a timeout
 * and a JSON answer read whatever the status. Written out (about 40 lines) instead of ofetch,
 * whose URL and retry helpers were a third of the SDK core's size (bench/sdk-size.ts).
 */
export type QueryValue = string | number | boolean | undefined;

export interface FetchJsonOptions {
  method: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface JsonAnswer {
  status: number;
  /** The parsed JSON body; undefined when empty or not JSON. */
  data: unknown;
}

/** Thrown when the call took longer than `timeoutMs`. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** `url` with the defined values of `query` appended (undefined values are dropped). */
export function withQuery(url: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Bodies fetch sends as they are; anything else is JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

export async function fetchJson(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  options: FetchJsonOptions,
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.body !== null) {
    if (isRawBody(options.body)) body = options.body;
    else {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const response = await fetchImpl(withQuery(url, options.query), {
      method: options.method,
      headers,
      body,
      signal: controller.signal,
    });
    const text = await response.text();
    return { status: response.status, data: parseJson(text) };
  } catch (error) {
    throw timedOut ? new TimeoutError('timed out') : error;
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
