import { type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { type LoginLogRow, type LoginLogStatistic } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postLogin, type TestApp } from '../../test/test-app';
import { createCaller } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
  // Sign-ins to read back: two failures and the callers' own successes.
  await postLogin(t.app, { unitCode: 'H002', userCode: 'duty', password: 'wrong-one' });
  await postLogin(t.app, { unitCode: 'G001', userCode: 'groupadmin', password: 'wrong-two' });
});
afterAll(async () => {
  await t?.close();
});

type LogPage = PagedResult<LoginLogRow> & { statistic: LoginLogStatistic };
const today = new Date().toISOString().slice(0, 10);

describe('GET /uc/loginLog/list (product.md §2.5 /login-log/login-log: current unit)', () => {
  it("answers the session unit's log only, newest first, with success/failure counts", async () => {
    const log = await as<LogPage>('H002/manager', 'GET', '/uc/loginLog/list');
    expect(log.retVal.datas.map((r) => r.unitCode)).toEqual(['H002', 'H002']);
    expect(log.retVal.datas[0]).toMatchObject({ userCode: 'manager', loginState: 'success' });
    expect(log.retVal.statistic).toEqual({ success: 1, failure: 1 });
    const failures = await as<LogPage>('H002/manager', 'GET', '/uc/loginLog/list', {
      query: { loginState: 'failure', userCode: 'DUT', startDate: today, endDate: today },
    });
    expect(failures.retVal.datas.map((r) => [r.userCode, r.reason])).toEqual([
      ['duty', 'badCredentials'],
    ]);
    // The total follows the state filter; the statistic counts both states (one scan).
    expect(failures.retVal.totalRows).toBe(1);
    expect(failures.retVal.statistic).toEqual({ success: 0, failure: 1 });
  });

  it('refuses a date range that ends before it starts, and a malformed date', async () => {
    const backwards = await as('H002/manager', 'GET', '/uc/loginLog/list', {
      query: { startDate: '2026-02-02', endDate: '2026-02-01' },
    });
    expect(backwards.msg).toBe('The start date must not be after the end date');
    const bad = await as('H002/manager', 'GET', '/uc/loginLog/list', {
      query: { startDate: '2026-13-45' },
    });
    expect(bad).toMatchObject({ result: 40001, msg: expect.stringContaining('startDate') });
  });
});

describe('GET /uc/loginLog/adminList (product.md §2.5 /login-log/admin-login-log: all units)', () => {
  it('answers every unit for the platform, by unit code', async () => {
    const all = await as<LogPage>('PLATFORM/admin', 'GET', '/uc/loginLog/adminList');
    expect(new Set(all.retVal.datas.map((r) => r.unitCode))).toEqual(
      new Set(['PLATFORM', 'G001', 'H002']),
    );
    const g001 = await as<LogPage>('PLATFORM/admin', 'GET', '/uc/loginLog/adminList', {
      query: { unitCode: 'G001' },
    });
    expect(g001.retVal.statistic).toEqual({ success: 0, failure: 1 });
  });

  it('is for platform administrators only (40301 for a group administrator)', async () => {
    const group = await as('G001/groupadmin', 'GET', '/uc/loginLog/adminList');
    expect(group.result).toBe(ServerCode.FORBIDDEN);
  });
});
