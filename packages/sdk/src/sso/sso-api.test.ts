import { describe, expect, it } from 'vitest';
import { SSO_CALLS, SSO_TOKEN_CALLS } from '../contract/calls';
import { checkToken, getLoginByToken, SSO_PATHS, verifyLaunchToken } from './sso-api';
import { harness, json, ok } from './test-harness';

describe('sso calls (api-contract.md §7.3, §8)', () => {
  it('call the declared paths: the constants equal the declarations (GET under UC)', () => {
    const declared = {
      check: SSO_TOKEN_CALLS.check,
      iamCheck: SSO_TOKEN_CALLS.iamCheck,
      available: SSO_TOKEN_CALLS.available,
      loginByToken: SSO_CALLS.loginByToken,
    } satisfies Record<keyof typeof SSO_PATHS, unknown>;
    for (const [name, call] of Object.entries(declared)) {
      expect([call.base, call.method, call.path], name).toEqual([
        'UC',
        'GET',
        SSO_PATHS[name as keyof typeof SSO_PATHS],
      ]);
    }
  });

  it('"GET /sso/check … jwtToken": a string, or an object carrying it', async () => {
    const plain = harness('https://a.test/', { '/uc/sso/check': () => ok('J1') });
    await expect(checkToken(plain.client.http, 'S', 'GC')).resolves.toBe('J1');
    const wrapped = harness('https://a.test/', { '/uc/sso/check': () => ok({ jwtToken: 'J2' }) });
    await expect(checkToken(wrapped.client.http, 'S', 'GC')).resolves.toBe('J2');
    const empty = harness('https://a.test/', { '/uc/sso/check': () => ok(null) });
    await expect(checkToken(empty.client.http, 'S', 'GC')).rejects.toThrow(/jwtToken/);
  });

  it('getLoginByToken keeps the token it asked about when the answer has none', async () => {
    const { client } = harness('https://a.test/', {
      '/uc/sso/getLoginByToken': () => ok({ userCode: 'u' }),
    });
    await expect(getLoginByToken(client.http, 'J')).resolves.toMatchObject({
      userCode: 'u',
      jwtToken: 'J',
    });
  });

  it.each<[string, () => Response, string | null]>([
    ['a good token', () => ok(null), null],
    [
      '"53012, 54002 on token-available: returned" (53012)',
      () => json({ result: 53012, msg: 'x', retVal: null }),
      'error.tokenExpired',
    ],
    [
      '54002, the unit has not opened the app: product.md §2.2 "result above 0" message',
      () => json({ result: 54002, msg: 'x', retVal: null }),
      'sso.appNotOpened',
    ],
    [
      'a thrown failure',
      () => json({ result: 50001, msg: 'gone', retVal: null }),
      'error.tokenExpired',
    ],
    ['a server error', () => json({}, 500), 'error.tokenExpired'],
  ])(
    '"token check fails on app launch → \'当前登录信息已失效，请重新登录\'": %s',
    async (_name, answer, expected) => {
      const { client, onSessionEnded } = harness(
        'https://a.test/',
        { '/uc/sso/available': answer },
        'T',
      );
      await expect(verifyLaunchToken(client.http, 'T', 'GC')).resolves.toBe(expected);
      expect(onSessionEnded).not.toHaveBeenCalled();
    },
  );
});
