import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASES } from '../contract/app-config';
import { createHttpClient } from '../http/create-http-client';
import { translate } from '../i18n/translate';
import { updateUserPassword } from './password-api';

describe('updateUserPassword (api-contract.md §7.4): passwords never in a URL', () => {
  it('posts both passwords as a JSON body and leaves the query string empty', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify({ result: 0, msg: '', retVal: null }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof globalThis.fetch;
    const http = createHttpClient({
      bases: () => DEFAULT_API_BASES,
      origin: 'http://uc.test',
      getToken: () => 'tok-1',
      getLocale: () => 'en-US',
      translate: (key) => translate('en-US', key),
      fetch,
    });
    await updateUserPassword(http, 'Old-pass-1', 'New-pass-2');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://uc.test/uc/user/updateUserPassword');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      oldPassword: 'Old-pass-1',
      newPassword: 'New-pass-2',
    });
  });
});
