import { ResultCode } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/**
 * The contract puts tokens (`/sso/logout?token=`, `/sso/check?token=`, `/sso/available?token=`)
 * and passwords (`/user/updateUserPassword?
 * oldPassword&newPassword`) in query strings, which proxies and access logs keep. The server also
 * takes them from a header or a JSON body, which is what the SDK sends (README "Session").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const stillSignedIn = async (token: string) =>
  (await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token })).result === 0;

describe('GET /uc/sso/logout with the token in the Authorization header (api-contract.md §7.3)', () => {
  it('ends the session the header names, with no token in the URL', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    expect(await stillSignedIn(jwtToken)).toBe(true);
    const answer = await call(t.app, 'GET', '/uc/sso/logout', { token: jwtToken });
    expect(answer).toMatchObject({ result: 0, retVal: null });
    const after = await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: jwtToken });
    expect(after.result).toBe(ResultCode.LOGOUT);
  });

  it('a query token still wins over the header, as the contract shows it', async () => {
    const header = await loginAs(t.app, 'H001', 'frontdesk');
    const query = await loginAs(t.app, 'H001', 'frontdesk');
    await call(t.app, 'GET', '/uc/sso/logout', {
      token: header.jwtToken,
      query: { token: query.jwtToken },
    });
    expect(await stillSignedIn(query.jwtToken)).toBe(false);
    expect(await stillSignedIn(header.jwtToken)).toBe(true);
  });
});

describe('POST /uc/user/updateUserPassword with the passwords in a JSON body (api-contract.md §7.4)', () => {
  it('changes the password from the body alone, and checks the old one there too', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const wrong = await call(t.app, 'POST', '/uc/user/updateUserPassword', {
      token: jwtToken,
      body: { oldPassword: 'not-the-password', newPassword: 'Harbour2027x' },
    });
    expect(wrong.result).not.toBe(0);
    const changed = await call(t.app, 'POST', '/uc/user/updateUserPassword', {
      token: jwtToken,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Harbour2027x' },
    });
    expect(changed).toMatchObject({ result: 0, retVal: null });
    const again = await loginAs(t.app, 'H001', 'frontdesk', 'Harbour2027x');
    expect(again.userCode).toBe('frontdesk');
  });

  it('a body without the passwords is a clear input error, not a change', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk', 'Harbour2027x');
    const empty = await call(t.app, 'POST', '/uc/user/updateUserPassword', {
      token: jwtToken,
      body: {},
    });
    expect(empty.result).not.toBe(0);
    expect(empty.msg).not.toBe('');
  });
});

/**
 * The checks of api-contract.md §7.3 read the token checked from `?token=` or, without it, from the
 * Authorization header (raw or `Bearer …`), with the same answers either way. (Another user than
 * above, whose password the tests there change.)
 */
describe('GET /uc/sso/check and /uc/sso/available with the token in the Authorization header (api-contract.md §7.3)', () => {
  const check = (query: Record<string, string>, token?: string) =>
    call<string>(t.app, 'GET', '/uc/sso/check', { query, token });
  const available = (query: Record<string, string>, token?: string) =>
    call<boolean>(t.app, 'GET', '/uc/sso/available', { query, token });

  it('/sso/check: the hub token in the header buys a code, the code in the header the app token', async () => {
    const hub = await loginAs(t.app, 'H001', 'nightaudit');
    const code = await check({ appCode: 'GC' }, `Bearer ${hub.jwtToken}`);
    expect(code).toMatchObject({ result: 0 });
    expect(code.retVal).toMatch(/^AC-/);
    const appToken = await check({ appCode: 'GC' }, code.retVal);
    expect(appToken.result).toBe(0);
    const child = await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: appToken.retVal });
    expect(child).toMatchObject({ result: 0, retVal: { userCode: 'nightaudit' } });
    // The query form of the contract still works beside it.
    const byQuery = await check({ token: hub.jwtToken, appCode: 'GC' });
    expect(byQuery.retVal).toMatch(/^AC-/);
  });

  it('/sso/available: header and query give the same answers, 0, 54002 and 53012', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'nightaudit');
    for (const appCode of ['GC', 'KFPLAT']) {
      const byQuery = await available({ token: jwtToken, appCode });
      expect(await available({ appCode }, jwtToken), appCode).toEqual(byQuery);
      expect(await available({ appCode }, `Bearer ${jwtToken}`), appCode).toEqual(byQuery);
    }
    expect((await available({ appCode: 'GC' }, jwtToken)).retVal).toBe(true);
    expect((await available({ appCode: 'KFPLAT' }, jwtToken)).result).toBe(UcCode.APP_UNAVAILABLE);
    const wrong = await available({ appCode: 'GC' }, 'not-a-token');
    expect(wrong).toMatchObject({ result: UcCode.TOKEN_UNAVAILABLE, retVal: false });
    expect(wrong).toEqual(await available({ token: 'not-a-token', appCode: 'GC' }));
  });

  it('a wrong token in the header gets the same envelope error as a wrong one in the query', async () => {
    const byHeader = await check({ appCode: 'GC' }, 'not-a-token');
    expect(byHeader.result).toBe(ResultCode.LOGOUT);
    expect(byHeader).toEqual(await check({ token: 'not-a-token', appCode: 'GC' }));
  });

  it('no token in either place is the input error naming `token`, not a server error', async () => {
    for (const path of ['/uc/sso/check', '/uc/sso/available']) {
      const none = await call(t.app, 'GET', path, { query: { appCode: 'GC' } });
      expect(none.result, path).toBe(ServerCode.INVALID_INPUT);
      expect(none.msg, path).toContain('token');
      const blank = await call(t.app, 'GET', path, { query: { appCode: 'GC' }, token: 'Bearer ' });
      expect(blank.result, path).toBe(ServerCode.INVALID_INPUT);
    }
  });
});
