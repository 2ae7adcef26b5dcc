import { ResultCode, translate, type AppInfo, type LoginResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, units, users } from '../../db/schema';
import {
  createTestApp,
  envelopeOf,
  getWithToken,
  loginAs,
  postLogin,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /uc/sso/login (api-contract.md §7.3, DESIGN.md login body)', () => {
  it('answers the login result fields of api-contract.md §3, and the token opens other calls', async () => {
    const response = await postLogin(t.app, {
      unitCode: 'H001',
      userCode: 'frontdesk',
      password: 'Portico#2026',
    });
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf<LoginResult>(response);
    expect(envelope.result).toBe(0);
    const result = envelope.retVal;
    for (const field of [
      'userCode',
      'username',
      'unitId',
      'unitCode',
      'unitName',
      'unitLogo',
      'deptName',
      'theme',
      'jwtToken',
      'apps',
      'userPkId',
      'unitPkId',
      'pwdChange',
      'menus',
      'orgId',
      'orgType',
      'orgUUID',
      'login',
      'userInfoDO',
    ]) {
      expect(result, field).toHaveProperty(field);
    }
    expect(result).toMatchObject({
      userCode: 'frontdesk',
      username: 'Front Desk',
      unitCode: 'H001',
      unitName: 'Harbour Hotel Shanghai',
      deptName: 'Front Office',
      orgType: 'HOTEL',
      login: true,
      pwdChange: false,
      userInfoDO: { code: 'frontdesk', firstLogin: 'F', isBackdoor: 'F', canUseBackdoor: 'F' },
    });
    expect(result.jwtToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.apps.map((a) => a.code)).toContain('DEMO_CHILD');
    // DATACENTER is granted to H001 but switched off.
    expect(result.apps.map((a) => a.code)).not.toContain('DATACENTER');

    const apps = await getWithToken(t.app, '/uc/app/apps', result.jwtToken);
    expect(envelopeOf(apps).result).toBe(0);
    const bearer = await getWithToken(t.app, '/uc/app/apps', `Bearer ${result.jwtToken}`);
    expect(envelopeOf<AppInfo[]>(bearer).retVal.length).toBeGreaterThan(0);
  });

  it('sets pwdChange for a first-login user (product.md §4 forced password change)', async () => {
    const result = await loginAs(t.app, 'H001', 'newhire');
    expect(result.pwdChange).toBe(true);
    expect(result.userInfoDO.firstLogin).toBe('T');
  });

  it('stores only a hash of the token (DESIGN.md "Security model")', async () => {
    const { jwtToken } = await loginAs(t.app, 'O001', 'agent');
    const rows = await t.db.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === jwtToken)).toBe(false);
  });

  it('refuses a wrong password with HTTP 200, a non-zero result and a message, never 500', async () => {
    const response = await postLogin(t.app, {
      unitCode: 'H001',
      userCode: 'frontdesk',
      password: 'nope',
    });
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf(response);
    expect(envelope.result).toBe(ServerCode.BAD_CREDENTIALS);
    expect(envelope.msg).toBe(translate('zh-CN', 'server.badCredentials'));
    expect(envelope.retVal).toBeNull();
  });

  it('answers unknown unit, unknown user and wrong password alike (no user enumeration)', async () => {
    const answers = await Promise.all(
      [
        { unitCode: 'NOPE', userCode: 'frontdesk', password: 'x' },
        { unitCode: 'H001', userCode: 'nobody', password: 'x' },
        { unitCode: 'H001', userCode: 'frontdesk', password: 'x' },
        // Unit codes are case-sensitive.
        { unitCode: 'h001', userCode: 'frontdesk', password: 'Portico#2026' },
      ].map(async (body) => envelopeOf(await postLogin(t.app, body))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('answers an empty unitCode with 40001 and the en-US message (product.md §5 login)', async () => {
    const response = await postLogin(
      t.app,
      { unitCode: '  ', userCode: 'frontdesk', password: 'x' },
      { language: 'en-US' },
    );
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({
      result: ServerCode.INVALID_INPUT,
      msg: "Unit code can't be empty",
      retVal: null,
    });
  });

  it.each([
    ['malformed JSON', '{"unitCode":', { 'content-type': 'application/json' }],
    ['an empty JSON body', '', { 'content-type': 'application/json' }],
    ['no body at all', undefined, {}],
    ['a JSON array', '[1,2]', { 'content-type': 'application/json' }],
    ['a wrong content type', 'unitCode=H001', { 'content-type': 'text/csv' }],
    [
      'a non-string password',
      '{"unitCode":"H001","userCode":"a","password":5}',
      { 'content-type': 'application/json' },
    ],
  ])('answers %s with an envelope error, not a 500', async (_name, payload, headers) => {
    const response = await t.app.inject({ method: 'POST', url: '/uc/sso/login', payload, headers });
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf(response);
    expect(envelope.result).toBe(ServerCode.INVALID_INPUT);
    expect(envelope.msg).not.toBe('');
  });

  it('locks the account after 5 failures and refuses even the right password, answering like a wrong one', async () => {
    const body = { unitCode: 'H002', userCode: 'manager', password: 'wrong' };
    const results: number[] = [];
    for (let i = 0; i < 5; i += 1) results.push(envelopeOf(await postLogin(t.app, body)).result);
    // The lock is not told to the caller (lockout.test.ts): the holder learns it by e-mail.
    expect(results).toEqual(Array(5).fill(ServerCode.BAD_CREDENTIALS));

    const right = await postLogin(
      t.app,
      { ...body, password: 'Portico#2026' },
      { language: 'en-US' },
    );
    expect(envelopeOf(right)).toMatchObject({
      result: ServerCode.BAD_CREDENTIALS,
      msg: translate('en-US', 'server.badCredentials'),
    });
    const [locked] = await t.db.select().from(users).where(eq(users.userCode, 'manager'));
    expect(locked).toMatchObject({ locked: 'T', failedAttempts: 5 });

    // Once the lock has run out, the right password works and the counters are reset.
    await t.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.userCode, 'manager'));
    await loginAs(t.app, 'H002', 'manager');
    const [row] = await t.db.select().from(users).where(eq(users.userCode, 'manager'));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it('refuses a disabled account with 40102, only once the password is right', async () => {
    const [s001] = await t.db.select().from(units).where(eq(units.code, 'S001'));
    await t.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.unitId, s001!.id), eq(users.userCode, 'supplier')));
    const wrong = await postLogin(t.app, { unitCode: 'S001', userCode: 'supplier', password: 'x' });
    expect(envelopeOf(wrong).result).toBe(ServerCode.BAD_CREDENTIALS);
    const right = await postLogin(t.app, {
      unitCode: 'S001',
      userCode: 'supplier',
      password: 'Portico#2026',
    });
    expect(envelopeOf(right).result).toBe(ServerCode.ACCOUNT_DISABLED);
  });

  it('writes every attempt to login_logs (product.md §3 "Login log")', async () => {
    await postLogin(t.app, { unitCode: 'G001', userCode: 'groupadmin', password: 'bad' });
    await loginAs(t.app, 'G001', 'groupadmin');
    const rows = await t.db.select().from(loginLogs).where(eq(loginLogs.unitCode, 'G001'));
    expect(rows.map((r) => r.loginState).sort()).toEqual(['failure', 'success']);
    expect(rows.find((r) => r.loginState === 'success')).toMatchObject({
      userCode: 'groupadmin',
      userName: 'Group Administrator',
    });
    expect(rows.every((r) => r.loginDate instanceof Date)).toBe(true);
  });
});

describe('GET /uc/sso/getLoginByToken and /uc/sso/logout (api-contract.md §7.3)', () => {
  it('answers the same login result for the current session, token unchanged', async () => {
    const login = await loginAs(t.app, 'PLATFORM', 'admin');
    const response = await getWithToken(t.app, '/uc/sso/getLoginByToken', login.jwtToken);
    const again = envelopeOf<LoginResult>(response);
    expect(again.result).toBe(0);
    expect(again.retVal).toEqual(login);
  });

  it('revokes the token on logout: the next call answers 50001 (api-contract.md §8)', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const logout = await t.app.inject({ method: 'GET', url: `/uc/sso/logout?token=${jwtToken}` });
    expect(envelopeOf(logout).result).toBe(0);
    const after = await getWithToken(t.app, '/uc/app/apps', jwtToken);
    expect(after.statusCode).toBe(200);
    expect(envelopeOf(after)).toEqual({
      result: ResultCode.LOGOUT,
      msg: translate('zh-CN', 'server.unauthorized'),
      retVal: null,
    });
  });

  it('accepts the Authorization header on logout, and answers 0 even without a token', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const logout = await getWithToken(t.app, '/uc/sso/logout', `Bearer ${jwtToken}`);
    expect(envelopeOf(logout).result).toBe(0);
    expect(envelopeOf(await getWithToken(t.app, '/uc/app/apps', jwtToken)).result).toBe(
      ResultCode.LOGOUT,
    );
    const bare = await t.app.inject({ method: 'GET', url: '/uc/sso/logout' });
    expect(envelopeOf(bare).result).toBe(0);
  });

  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'not-a-token'],
    ['an empty Bearer', 'Bearer '],
  ])('answers 50001 with %s', async (_name, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/uc/sso/getLoginByToken',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).result).toBe(ResultCode.LOGOUT);
  });
});
