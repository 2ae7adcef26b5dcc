import { type LoginResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { loginLimits, loginLogs, securityExceptions } from '../../db/schema';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { unitId, userId } from '../../test/admin-test-kit';

/**
 * Login limits and the lock-screen window take effect at the next sign-in
 * (product.md §2.5 /login-limit, /safety/lockScreen): set through the administration calls by the
 * platform administrator, then tried by signing in to H001.
 */
let t: TestApp;
let admin: string;
let H001: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  H001 = await unitId(t.db, 'H001');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(loginLimits);
  await t.db.delete(securityExceptions).where(eq(securityExceptions.unitId, H001));
});

const ALL_DAY = { startTime: '00:00', endTime: '23:59' };
async function saveLimit(limit: { weekdays: string; userId?: string; enabled?: 'T' | 'F' }) {
  const answer = await call(t.app, 'POST', '/uc/loginLimit/save', {
    token: admin,
    body: { unitId: H001, ...ALL_DAY, ...limit },
  });
  expect(answer.result).toBe(0);
}
const signIn = (userCode: string, password = DEMO_PASSWORD) =>
  call<LoginResult>(t.app, 'POST', '/uc/sso/login', {
    body: { unitCode: 'H001', userCode, password },
  });

describe('login limits at sign-in (product.md §2.5 /login-limit)', () => {
  it('a unit-wide limit that excludes now refuses with 40120 and logs the reason', async () => {
    await saveLimit({ weekdays: '0000000' });
    const answer = await signIn('frontdesk');
    expect(answer.result).toBe(UcCode.LOGIN_TIME_REFUSED);
    expect(answer.msg).not.toBe('');
    const [log] = await t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.unitCode, 'H001'), eq(loginLogs.userCode, 'frontdesk')))
      .orderBy(desc(loginLogs.loginDate))
      .limit(1);
    expect(log).toMatchObject({ loginState: 'failure', reason: 'loginTime' });
  });

  it('tells nothing to a wrong password: still 40101', async () => {
    await saveLimit({ weekdays: '0000000' });
    expect((await signIn('frontdesk', 'wrong')).result).toBe(ServerCode.BAD_CREDENTIALS);
  });

  it("a user's own limits replace the unit's for that user only", async () => {
    await saveLimit({ weekdays: '0000000' });
    await saveLimit({ weekdays: '1111111', userId: await userId(t.db, 'H001', 'frontdesk') });
    expect((await signIn('frontdesk')).result).toBe(0);
    expect((await signIn('nightaudit')).result).toBe(UcCode.LOGIN_TIME_REFUSED);
  });

  it('a disabled limit and a limit covering now let everyone in', async () => {
    await saveLimit({ weekdays: '0000000', enabled: 'F' });
    expect((await signIn('frontdesk')).result).toBe(0);
    await saveLimit({ weekdays: '1111111' });
    expect((await signIn('nightaudit')).result).toBe(0);
  });

  it('exception users of LOGIN_LIMIT sign in at any time', async () => {
    await saveLimit({ weekdays: '0000000' });
    const exempt = await call(t.app, 'POST', '/uc/safety/saveExceptions', {
      token: admin,
      body: {
        unitId: H001,
        kind: 'LOGIN_LIMIT',
        userIds: [await userId(t.db, 'H001', 'frontdesk')],
      },
    });
    expect(exempt.result).toBe(0);
    expect((await signIn('frontdesk')).result).toBe(0);
    expect((await signIn('nightaudit')).result).toBe(UcCode.LOGIN_TIME_REFUSED);
  });
});

describe('lock-screen window in the login result (product.md §2.5 /safety/lockScreen)', () => {
  it('carries the minutes saved for the unit from the next sign-in on; null when off', async () => {
    expect((await signIn('frontdesk')).retVal.lockScreenMinutes).toBeNull();
    const saved = await call(t.app, 'POST', '/uc/safety/save', {
      token: admin,
      body: { unitId: H001, lockScreenMinutes: 5 },
    });
    expect(saved.result).toBe(0);
    const next = await signIn('frontdesk');
    expect(next.retVal.lockScreenMinutes).toBe(5);
    const again = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: next.retVal.jwtToken,
    });
    expect(again.retVal.lockScreenMinutes).toBe(5);
  });

  it('the demo unit H002 locks after 15 minutes', async () => {
    expect((await loginAs(t.app, 'H002', 'manager')).lockScreenMinutes).toBe(15);
  });
});
