import { type PagedResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { type AdminArea, type AdminUnit, type UnitAppStepRow } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, loginAs, postLogin, type TestApp } from '../../test/test-app';
import { createCaller, unitId } from '../../test/admin-test-kit';

/**
 * Unit enable/disable, the unit's app opening steps, the area chooser's list and the multi-type
 * unit filter (product.md §2.5 /unit/unitList, unit-app-step-list; §2.9 choosers).
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const DEMO_PASSWORD = 'Portico#2026';

describe('PUT /uc/unit/updateState (product.md §4 "Account status enabled/disabled", for units)', () => {
  it('a disabled unit refuses sign-in with a clear message and ends its sessions; enabling restores both', async () => {
    const h002 = await unitId(t.db, 'H002');
    const before = await loginAs(t.app, 'H002', 'manager');

    const disabled = await as<AdminUnit>('G001/groupadmin', 'PUT', '/uc/unit/updateState', {
      body: { id: h002, status: 'disabled' },
    });
    expect(disabled).toMatchObject({ result: 0, retVal: { code: 'H002', status: 'disabled' } });

    const refused = envelopeOf(
      await postLogin(
        t.app,
        { unitCode: 'H002', userCode: 'manager', password: DEMO_PASSWORD },
        { language: 'en-US' },
      ),
    );
    expect(refused).toMatchObject({
      result: UcCode.UNIT_DISABLED,
      msg: 'The unit is disabled and cannot be signed in to; please contact your administrator',
    });
    // A wrong password still answers like any wrong password: the state is not revealed.
    const guess = envelopeOf(
      await postLogin(t.app, { unitCode: 'H002', userCode: 'manager', password: 'nope' }),
    );
    expect(guess.result).toBe(ServerCode.BAD_CREDENTIALS);
    // The session opened before the unit was disabled is over (api-contract.md §8: 50001).
    const live = await t.app.inject({
      method: 'GET',
      url: '/uc/user/getBackgroundUnit',
      headers: { authorization: before.jwtToken },
    });
    expect(live.json().result).toBe(50001);

    const listed = await as<PagedResult<AdminUnit>>('G001/groupadmin', 'GET', '/uc/unit/list', {
      query: { status: 'disabled' },
    });
    expect(listed.retVal.datas.map((u) => u.code)).toEqual(['H002']);

    const enabled = await as<AdminUnit>('G001/groupadmin', 'POST', '/uc/unit/updateState', {
      body: { id: h002, status: 'enabled' },
    });
    expect(enabled.retVal.status).toBe('enabled');
    await expect(loginAs(t.app, 'H002', 'manager')).resolves.toMatchObject({ unitCode: 'H002' });
  });

  it('refuses to disable the platform, a unit of another group (40401) or its own record (40301)', async () => {
    const platform = await unitId(t.db, 'PLATFORM');
    const root = await as('PLATFORM/admin', 'PUT', '/uc/unit/updateState', {
      body: { id: platform, status: 'disabled' },
    });
    expect(root).toMatchObject({ result: 40001, msg: 'The top-level unit cannot be disabled' });
    const g002 = await unitId(t.db, 'G002');
    const other = await as('G001/groupadmin', 'PUT', '/uc/unit/updateState', {
      body: { id: g002, status: 'disabled' },
    });
    expect(other.result).toBe(ServerCode.NOT_FOUND);
    const h002 = await unitId(t.db, 'H002');
    const own = await as('H002/manager', 'PUT', '/uc/unit/updateState', {
      body: { id: h002, status: 'disabled' },
    });
    expect(own.result).toBe(ServerCode.FORBIDDEN);
    const bad = await as('PLATFORM/admin', 'PUT', '/uc/unit/updateState', {
      body: { id: h002, status: 'asleep' },
    });
    expect(bad).toMatchObject({ result: 40001, msg: expect.stringContaining('status') });
  });
});

describe('GET /uc/unit/appSteps (product.md §2.5 /unit/unit-app-step-list)', () => {
  it("lists a unit's opening steps in order, for one app or all", async () => {
    const h003 = await unitId(t.db, 'H003');
    const steps = await as<UnitAppStepRow[]>('G001/groupadmin', 'GET', '/uc/unit/appSteps', {
      query: { unitId: h003, appCode: 'GC' },
    });
    expect(steps.retVal.map((s) => [s.step, s.name, s.status])).toEqual([
      [1, 'Contract signed', 'DONE'],
      [2, 'Data migrated', 'DONE'],
      [3, 'Staff trained', 'PENDING'],
    ]);
    expect(steps.retVal[0]).toMatchObject({ appCode: 'GC', appName: 'Group Cloud Console' });
    const h102 = await unitId(t.db, 'H102');
    const hidden = await as('G001/groupadmin', 'GET', '/uc/unit/appSteps', {
      query: { unitId: h102 },
    });
    expect(hidden.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('GET /uc/unit/areas and the multi-type filter (product.md §2.9 choosers)', () => {
  it("pages the areas of the caller's units, by keyword and unit", async () => {
    const all = await as<PagedResult<AdminArea>>('PLATFORM/admin', 'GET', '/uc/unit/areas', {
      query: { pageSize: '2' },
    });
    expect(all.retVal.totalRows).toBe(3);
    expect(all.retVal.datas.map((a) => a.code)).toEqual(['EAST', 'ISLAND']);
    const own = await as<PagedResult<AdminArea>>('G001/groupadmin', 'GET', '/uc/unit/areas');
    expect(own.retVal.datas.map((a) => [a.code, a.unitCode])).toEqual([
      ['EAST', 'G001'],
      ['SOUTH', 'G001'],
    ]);
    const found = await as<PagedResult<AdminArea>>('PLATFORM/admin', 'GET', '/uc/unit/areas', {
      query: { keyword: 'island' },
    });
    expect(found.retVal.datas.map((a) => a.code)).toEqual(['ISLAND']);
  });

  it('keeps any of several types with `types`, and names a bad one', async () => {
    const cooperators = await as<PagedResult<AdminUnit>>('PLATFORM/admin', 'GET', '/uc/unit/list', {
      query: { types: 'OTA,ALLIAN', pageSize: '50' },
    });
    expect(new Set(cooperators.retVal.datas.map((u) => u.type))).toEqual(
      new Set(['OTA', 'ALLIAN']),
    );
    expect(cooperators.retVal.totalRows).toBe(4);
    const bad = await as('PLATFORM/admin', 'GET', '/uc/unit/list', {
      query: { types: 'OTA,CASTLE' },
    });
    expect(bad).toMatchObject({ result: 40001, msg: expect.stringContaining('types') });
  });
});
