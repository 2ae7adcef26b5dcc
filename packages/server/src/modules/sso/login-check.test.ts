import { ResultCode, type LoginResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { type OverwriteCheck } from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { users } from '../../db/schema';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { unitId } from '../../test/admin-test-kit';

/**
 * POST /login/checkOverwrite and POST /login (api-contract.md §7.3; product.md §2.5
 * /safety/repeatLogin): the login page's pre-check of the repeat-login policy. H002 has the
 * policy on; H002/duty is its exception user; H001 has it off (demo seed).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const credentials = (unitCode: string, userCode: string, password = DEMO_PASSWORD) => ({
  unitCode,
  userCode,
  password,
});
const check = (body: object) =>
  call<OverwriteCheck>(t.app, 'POST', '/uc/login/checkOverwrite', { body });
const stillLive = async (token: string) =>
  (await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token })).result;

describe('POST /login/checkOverwrite (api-contract.md §7.3)', () => {
  it('tells that signing in would end the live session elsewhere, with its time and IP', async () => {
    const first = await check(credentials('H002', 'manager'));
    expect(first).toMatchObject({ result: 0, retVal: { overwrite: false, session: null } });

    await loginAs(t.app, 'H002', 'manager');
    const second = await check(credentials('H002', 'manager'));
    expect(second.result).toBe(0);
    expect(second.retVal.overwrite).toBe(true);
    expect(Date.parse(second.retVal.session!.time)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('says no overwrite where the policy is off, or for its exception users', async () => {
    await loginAs(t.app, 'H001', 'frontdesk');
    expect((await check(credentials('H001', 'frontdesk'))).retVal).toEqual({
      overwrite: false,
      session: null,
    });
    await loginAs(t.app, 'H002', 'duty');
    expect((await check(credentials('H002', 'duty'))).retVal.overwrite).toBe(false);
  });

  it('answers a wrong password like a failed sign-in, counted towards the lockout', async () => {
    const answer = await check(credentials('H002', 'manager', 'wrong-password'));
    expect(answer.result).toBe(ServerCode.BAD_CREDENTIALS);
    const [row] = await t.db
      .select({ failedAttempts: users.failedAttempts })
      .from(users)
      .where(and(eq(users.unitId, await unitId(t.db, 'H002')), eq(users.userCode, 'manager')));
    expect(row?.failedAttempts).toBe(1);
  });

  it('names the missing field', async () => {
    const answer = await check({ unitCode: 'H002', password: 'x' });
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).not.toBe('');
  });
});

describe('POST /login: sign in, ending a session elsewhere only with consent', () => {
  it('refuses with 52101 and the session it would end; the older session lives on', async () => {
    const older = await loginAs(t.app, 'H002', 'manager');
    const refused = await call<OverwriteCheck>(t.app, 'POST', '/uc/login', {
      body: credentials('H002', 'manager'),
    });
    expect(refused.result).toBe(UcCode.OVERWRITE_UNCONFIRMED);
    expect(refused.retVal).toMatchObject({ overwrite: true, session: { ip: expect.any(String) } });
    expect(await stillLive(older.jwtToken)).toBe(0);
  });

  it('with overwrite: true signs in and the older session answers 52100', async () => {
    const older = await loginAs(t.app, 'H002', 'manager');
    const answer = await call<LoginResult>(t.app, 'POST', '/uc/login', {
      body: { ...credentials('H002', 'manager'), overwrite: true },
    });
    expect(answer.result).toBe(0);
    expect(answer.retVal.unitCode).toBe('H002');
    expect(await stillLive(answer.retVal.jwtToken)).toBe(0);
    expect(await stillLive(older.jwtToken)).toBe(ResultCode.REPEAT_LOGIN);
  });

  it('signs in without asking where no session would end', async () => {
    const answer = await call<LoginResult>(t.app, 'POST', '/uc/login', {
      body: credentials('H001', 'frontdesk'),
    });
    expect(answer.result).toBe(0);
    expect(answer.retVal.jwtToken).toBeTruthy();
  });

  it('refuses a wrong password with 40101 and a consent that is not a boolean with 40001', async () => {
    const wrong = await call(t.app, 'POST', '/uc/login', {
      body: credentials('H001', 'frontdesk', 'nope'),
    });
    expect(wrong.result).toBe(ServerCode.BAD_CREDENTIALS);
    const bad = await call(t.app, 'POST', '/uc/login', {
      body: { ...credentials('H001', 'frontdesk'), overwrite: 'yes' },
    });
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    expect(bad.msg).toContain('overwrite');
  });
});
