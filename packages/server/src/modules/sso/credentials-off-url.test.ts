import { ResultCode } from '@portico/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/**
 * The contract puts a token (`/sso/logout?token=`) and passwords (`/user/updateUserPassword?
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
