import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASES } from '../contract/app-config';
import { translate } from '../i18n/translate';
import { createHttpClient, type HttpClientOptions } from './create-http-client';
import { PorticoApiError } from './errors';

type Call = { url: string; init: RequestInit };

function setup(
  respond: (call: Call) => Response | Promise<Response>,
  extra: Partial<HttpClientOptions> = {},
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input instanceof Request ? input.url : input), init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof globalThis.fetch;
  const hooks = { onLogout: vi.fn(), onRepeatLogin: vi.fn() };
  const client = createHttpClient({
    bases: () => DEFAULT_API_BASES,
    origin: 'http://uc.test',
    getToken: () => 'tok-1',
    getLocale: () => 'en-US',
    translate: (key) => translate('en-US', key),
    fetch,
    ...hooks,
    ...extra,
  });
  return { client, calls, hooks };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const headersOf = (call: Call) => new Headers(call.init.headers);

describe('envelope unwrapping (api-contract.md §7.1)', () => {
  it('returns retVal when result is 0', async () => {
    const { client } = setup(() => json({ result: 0, msg: '', retVal: { a: 1 } }));
    await expect(client.request('UC', '/x')).resolves.toEqual({ a: 1 });
  });

  it('prefixes the configured base of each family', async () => {
    const { client, calls } = setup(() => json({ result: 0, msg: '', retVal: null }));
    await client.request('UC', '/sso/check');
    await client.request('INTERNAL_MESSAGE', '/internal-message/api/x');
    await client.request('TRANSLATE', '/kv_translate/kv_translates');
    expect(calls.map((c) => c.url)).toEqual([
      'http://uc.test/uc/sso/check',
      'http://uc.test/internal-message/api/x',
      'http://uc.test/translate/kv_translate/kv_translates',
    ]);
  });
});

describe('header rules (api-contract.md §7.1, §6)', () => {
  it.each([
    // [path, base, Authorization expected, language expected]
    ['/sso/check', 'UC', true, true],
    ['/platform/list', 'UC', false, false],
    ['/internal-message/api/unReadNum', 'INTERNAL_MESSAGE', true, false],
  ] as const)('%s: Authorization %s, language %s', async (path, base, auth, lang) => {
    const { client, calls } = setup(() => json({ result: 0, msg: '', retVal: null }));
    await client.request(base, path);
    const headers = headersOf(calls[0]!);
    expect(headers.get('Authorization')).toBe(auth ? 'tok-1' : null);
    expect(headers.get('language')).toBe(lang ? 'en-US' : null);
  });

  it('omits Authorization when there is no token', async () => {
    const { client, calls } = setup(() => json({ result: 0, msg: '', retVal: null }), {
      getToken: () => null,
    });
    await client.request('UC', '/sso/login', { method: 'POST', body: {} });
    expect(headersOf(calls[0]!).get('Authorization')).toBeNull();
  });

  it('sends PUT to the user-centre base as POST, other bases keep PUT', async () => {
    const { client, calls } = setup(() => json({ result: 0, msg: '', retVal: null }));
    await client.request('UC', '/user/saveUserZoneInfo', { method: 'PUT', body: {} });
    await client.request('INTERNAL_MESSAGE', '/internal-message/x/readState', {
      method: 'PUT',
      body: {},
    });
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT']);
  });
});

describe('error catalogue (api-contract.md §8)', () => {
  it.each([
    [
      'HTTP 4xx → result = status, network request error',
      () => json({}, 404),
      404,
      'network request error',
      'http',
    ],
    [
      'HTTP 5xx → result = status, response error',
      () => json({}, 502),
      502,
      'response error',
      'http',
    ],
    [
      'other failure → -999, unknown network error',
      () => Promise.reject(new TypeError('fetch failed')),
      -999,
      'unknown network error',
      'network',
    ],
    [
      'non-zero result → msg',
      () => json({ result: 40101, msg: 'Wrong password', retVal: null }),
      40101,
      'Wrong password',
      'business',
    ],
    [
      'non-zero result without msg → unknown error',
      () => json({ result: 7, msg: '', retVal: null }),
      7,
      'unknown error',
      'business',
    ],
    [
      'a body that is no envelope → -999 unknown error',
      () => new Response('<html>', { status: 200 }),
      -999,
      'unknown error',
      'network',
    ],
  ] as const)('%s', async (_name, respond, result, message, kind) => {
    const { client } = setup(respond);
    const error = await client.request('UC', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoApiError);
    expect(error).toMatchObject({ name: 'PorticoApiError', result, message, kind });
  });

  it('result 50001 runs the logout hook and throws', async () => {
    const { client, hooks } = setup(() => json({ result: 50001, msg: 'expired', retVal: null }));
    await expect(client.request('UC', '/app/apps')).rejects.toMatchObject({ result: 50001 });
    expect(hooks.onLogout).toHaveBeenCalledTimes(1);
    expect(hooks.onRepeatLogin).not.toHaveBeenCalled();
  });

  it('result 52100 sets the repeat-login flag through its hook', async () => {
    const { client, hooks } = setup(() => json({ result: 52100, msg: 'elsewhere', retVal: null }));
    await expect(client.request('UC', '/app/apps')).rejects.toMatchObject({ result: 52100 });
    expect(hooks.onRepeatLogin).toHaveBeenCalledTimes(1);
  });

  it('53012 and 54002 on token-available are returned, not thrown', async () => {
    const { client } = setup(() => json({ result: 53012, msg: 'not available', retVal: null }));
    const envelope = await client.requestEnvelope('UC', '/sso/available', {
      returnResults: [53012, 54002],
    });
    expect(envelope.result).toBe(53012);
  });

  it('times out with the fixed timeout message', async () => {
    const { client } = setup(
      (call) =>
        new Promise((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason));
        }),
      { timeoutMs: 20 },
    );
    await expect(client.request('UC', '/slow')).rejects.toMatchObject({
      result: -999,
      kind: 'timeout',
      message: 'Request timed out, please try again later',
    });
  });
});

describe('paged lists (api-contract.md §7.1 "Paged lists")', () => {
  it('sends firstResult, pageSize, non-empty filters and the no-message header', async () => {
    const { client, calls } = setup(() =>
      json({
        result: 0,
        msg: '',
        retVal: { datas: [{ id: 1 }], totalRows: 31, statistic: { x: 1 } },
      }),
    );
    const page = await client.list('INTERNAL_MESSAGE', '/internal-message/list', {
      current: 2,
      readState: '',
      titleKeyword: 'rate',
    });
    const url = new URL(calls[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      firstResult: '10',
      pageSize: '10',
      titleKeyword: 'rate',
    });
    expect(headersOf(calls[0]!).get('noMessage')).toBe('true');
    expect(page).toEqual({ datas: [{ id: 1 }], totalRows: 31, statistic: { x: 1 } });
  });

  it('an empty retVal reads as an empty page', async () => {
    const { client } = setup(() => json({ result: 0, msg: '', retVal: null }));
    await expect(client.list('UC', '/x')).resolves.toEqual({
      datas: [],
      totalRows: 0,
      statistic: undefined,
    });
  });
});

describe('one client per configured base (api-contract.md §7.1)', () => {
  it('base() binds the calls to UC, INTERNAL_MESSAGE, WEB_SOCKET or TRANSLATE', async () => {
    const { client, calls } = setup(() => json({ result: 0, msg: '', retVal: 1 }));
    await client.base('TRANSLATE').request('/kv_translate/kv_translates');
    await client.base('UC').list('/user/groupAndHotelUsers', { current: 1 });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/translate/kv_translate/kv_translates',
      '/uc/user/groupAndHotelUsers',
    ]);
  });

  it('errors name the call that failed', async () => {
    const { client } = setup(() => json({ result: 40001, msg: 'bad', retVal: null }));
    const error = await client
      .request('UC', '/user/resetEmail', { method: 'POST' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ call: 'POST /uc/user/resetEmail', msg: 'bad', result: 40001 });
  });
});

describe('explicit headers win', () => {
  it('a caller-given Authorization and language are kept (a token check, a translation pull)', async () => {
    const { client, calls } = setup(() => json({ result: 0, msg: '', retVal: null }));
    await client.request('UC', '/sso/getLoginByToken', {
      headers: { Authorization: 'other-token', language: 'zh-CN' },
    });
    expect(headersOf(calls[0]!).get('Authorization')).toBe('other-token');
    expect(headersOf(calls[0]!).get('language')).toBe('zh-CN');
  });
});
