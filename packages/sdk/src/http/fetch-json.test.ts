import { describe, expect, it, vi } from 'vitest';
import { fetchJson, TimeoutError, withQuery } from './fetch-json';

function recorder(answer: () => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetchImpl };
}

describe('fetchJson: the transport under the envelope client (api-contract.md §7.1, §9)', () => {
  it('query values are encoded, undefined ones dropped, an existing query kept', () => {
    expect(withQuery('/a', { x: 'a b', n: 0, f: false, u: undefined })).toBe(
      '/a?x=a+b&n=0&f=false',
    );
    expect(withQuery('/a?p=1', { q: '&' })).toBe('/a?p=1&q=%26');
    expect(withQuery('/a', {})).toBe('/a');
  });

  it('a plain object body is JSON with its content type; FormData is sent as it is', async () => {
    const { calls, fetchImpl } = recorder(() => new Response('{"result":0}'));
    await fetchJson(fetchImpl, '/j', {
      method: 'POST',
      body: { a: 1 },
      headers: {},
      timeoutMs: 1000,
    });
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(calls[0]!.init.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
    });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.ico');
    await fetchJson(fetchImpl, '/f', { method: 'POST', body: form, headers: {}, timeoutMs: 1000 });
    expect(calls[1]!.init.body).toBe(form);
    expect(calls[1]!.init.headers).not.toHaveProperty('content-type');
  });

  it('answers are read whatever the status; an empty or non-JSON body is undefined', async () => {
    const json = recorder(() => new Response('{"result":5}', { status: 404 }));
    await expect(
      fetchJson(json.fetchImpl, '/x', { method: 'GET', headers: {}, timeoutMs: 1000 }),
    ).resolves.toEqual({ status: 404, data: { result: 5 } });
    const html = recorder(() => new Response('<html>', { status: 502 }));
    await expect(
      fetchJson(html.fetchImpl, '/x', { method: 'GET', headers: {}, timeoutMs: 1000 }),
    ).resolves.toEqual({ status: 502, data: undefined });
  });

  it('a call slower than the timeout is aborted with a TimeoutError (§9 "Request timeout 45 s")', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ) as unknown as typeof globalThis.fetch;
      const pending = fetchJson(fetchImpl, '/slow', {
        method: 'GET',
        headers: {},
        timeoutMs: 45_000,
      });
      const settled = expect(pending).rejects.toBeInstanceOf(TimeoutError);
      await vi.advanceTimersByTimeAsync(45_000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network failure is passed on as it is (the client turns it into -999)', async () => {
    const failing = recorder(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      fetchJson(failing.fetchImpl, '/x', { method: 'GET', headers: {}, timeoutMs: 1000 }),
    ).rejects.toThrow('Failed to fetch');
  });
});
