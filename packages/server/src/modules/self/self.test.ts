import { ResultCode, translate, type LoginResult } from '@portico/sdk';
import { type PossibleLoginGroup, ServerCode, UcCode } from '@portico/sdk/internal';
import { type BackgroundUnit } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { users, verificationCodes } from '../../db/schema';
import { lastCodeTo } from '../../test/outbox';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const en = { language: 'en-US' };

describe('POST /uc/user/updateUserPassword?oldPassword&newPassword (api-contract.md §7.4, product.md §5)', () => {
  const update = (token: string, oldPassword: string, newPassword: string) =>
    call(t.app, 'POST', '/uc/user/updateUserPassword', {
      token,
      query: { oldPassword, newPassword },
      headers: en,
    });

  it('enforces the shared rules and the unit PASSWORD_STRATEGY (G001: digit, upper, lower, 8)', async () => {
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    expect(await update(jwtToken, '', 'Harbour2027x')).toMatchObject({
      result: ServerCode.INVALID_INPUT,
      msg: 'Please enter old password',
    });
    expect((await update(jwtToken, 'Portico#2026', 'Portico#2026')).msg).toBe(
      'New password and old password cannot be the same',
    );
    expect((await update(jwtToken, 'Portico#2026', 'abc12345')).msg).toBe(
      'must contain digits, capital letters, lowercase letters, the minimum length is 8 characters',
    );
    expect(await update(jwtToken, 'wrong-old', 'Harbour2027x')).toMatchObject({
      result: UcCode.OLD_PASSWORD_WRONG,
      msg: translate('en-US', 'serverAdmin.oldPasswordWrong'),
    });
  });

  it('changes the password, clears firstLogin, ends every session, the caller included', async () => {
    const other = await loginAs(t.app, 'H001', 'newhire');
    const mine = await loginAs(t.app, 'H001', 'newhire');
    expect((await update(mine.jwtToken, 'Portico#2026', 'Welcome2027x')).result).toBe(0);
    expect((await call(t.app, 'GET', '/uc/app/apps', { token: other.jwtToken })).result).toBe(
      ResultCode.LOGOUT,
    );
    // The changing session ends on the server too (DESIGN.md security model): a stolen token
    // stops working with the change, not when the client logs out 3 s later.
    expect((await call(t.app, 'GET', '/uc/app/apps', { token: mine.jwtToken })).result).toBe(
      ResultCode.LOGOUT,
    );
    const again = await loginAs(t.app, 'H001', 'newhire', 'Welcome2027x');
    expect(again.userInfoDO.firstLogin).toBe('F');
    expect(again.pwdChange).toBe(false);
  });
});

describe('POST /uc/user/onChangePasswordCanceled (product.md §4 first-login cancel)', () => {
  it('sets firstLogin to F', async () => {
    await t.db.update(users).set({ firstLogin: 'T' }).where(eq(users.userCode, 'nightaudit'));
    const { jwtToken, userInfoDO } = await loginAs(t.app, 'H001', 'nightaudit');
    expect(userInfoDO.firstLogin).toBe('T');
    expect(
      (await call(t.app, 'POST', '/uc/user/onChangePasswordCanceled', { token: jwtToken })).result,
    ).toBe(0);
    const after = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: jwtToken,
    });
    expect(after.retVal.userInfoDO.firstLogin).toBe('F');
  });
});

describe('POST /uc/user/emailResetCode and /uc/user/resetEmail (api-contract.md §7.4)', () => {
  it('binds a recovery e-mail with a mailed, single-use code', async () => {
    const login = await loginAs(t.app, 'O001', 'agent');
    const email = 'agent@bluesky.example';
    const send = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: login.jwtToken,
      body: { id: login.userPkId, email },
    });
    expect(send.result).toBe(0);
    const validateCode = await lastCodeTo(t.db, email);
    const body = { id: login.userPkId, email, validateCode, password: DEMO_PASSWORD };
    expect(
      (await call(t.app, 'POST', '/uc/user/resetEmail', { token: login.jwtToken, body })).result,
    ).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.userCode, 'agent'));
    expect(row!.email).toBe(email);
    const reused = await call(t.app, 'POST', '/uc/user/resetEmail', {
      token: login.jwtToken,
      body,
    });
    expect(reused.result).toBe(UcCode.CODE_INVALID);
  });

  it('lets backdoor users omit id, refuses another user id, validates the e-mail', async () => {
    const support = await loginAs(t.app, 'PLATFORM', 'support');
    const email = 'support@portico.example';
    const omitted = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: support.jwtToken,
      body: { email },
    });
    expect(omitted.result).toBe(0);
    const agent = await loginAs(t.app, 'O001', 'agent');
    const foreign = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: agent.jwtToken,
      body: { id: support.userPkId, email },
    });
    expect(foreign.result).toBe(ServerCode.FORBIDDEN);
    await t.db.delete(verificationCodes);
    const invalid = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: agent.jwtToken,
      body: { email: 'nope' },
      headers: en,
    });
    expect(invalid).toMatchObject({
      result: ServerCode.INVALID_INPUT,
      msg: 'Please enter a valid email.',
    });
    const noCode = await call(t.app, 'POST', '/uc/user/resetEmail', {
      token: agent.jwtToken,
      body: { email: 'agent@bluesky.example' },
      headers: en,
    });
    expect(noCode).toMatchObject({
      result: ServerCode.INVALID_INPUT,
      msg: translate('en-US', 'validation.verifyCode.required'),
    });
  });
});

describe('GET /uc/user/possibleLoginUnits and /uc/user/getBackgroundUnit (api-contract.md §7.4)', () => {
  it('answers the home unit and the switchable units grouped by group, filtered by search', async () => {
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    const all = await call<PossibleLoginGroup[]>(t.app, 'GET', '/uc/user/possibleLoginUnits', {
      token: jwtToken,
    });
    expect(all.retVal).toEqual([
      {
        groupCode: 'PLATFORM',
        groupName: 'Portico Platform',
        units: [expect.objectContaining({ code: 'G001' })],
      },
      {
        groupCode: 'G001',
        groupName: 'Harbour Hotels Group',
        units: ['H001', 'H002', 'H003'].map((code) =>
          expect.objectContaining({ code, type: 'HOTEL' }),
        ),
      },
    ]);
    const search = await call<PossibleLoginGroup[]>(t.app, 'GET', '/uc/user/possibleLoginUnits', {
      token: jwtToken,
      query: { search: 'hangzhou' },
    });
    expect(search.retVal.flatMap((g) => g.units.map((u) => u.code))).toEqual(['H002']);
    const wild = await call<PossibleLoginGroup[]>(t.app, 'GET', '/uc/user/possibleLoginUnits', {
      token: jwtToken,
      query: { search: '%' },
    });
    expect(wild.retVal).toEqual([]);
  });

  it('answers the home unit as the background unit, also after a unit switch', async () => {
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    const { retVal: switched } = await call<string>(t.app, 'POST', '/uc/sso/changeLoginInfo', {
      token: jwtToken,
      body: { orgCode: 'H003', appCode: 'UC' },
    });
    const unit = await call<BackgroundUnit>(t.app, 'GET', '/uc/user/getBackgroundUnit', {
      token: switched,
    });
    expect(unit.retVal).toEqual({ code: 'G001', name: 'Harbour Hotels Group' });
  });
});
