import { type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import {
  type AdminUnit,
  type UnitAppRow,
  type UnitListStatistic,
  type UnitParamRow,
} from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

type UnitList = PagedResult<AdminUnit> & { statistic: UnitListStatistic };

describe('GET /uc/unit/list (product.md §2.5 /unit/unitList type filter)', () => {
  it('pages every unit for the platform, with counts per type', async () => {
    const all = await as<UnitList>('PLATFORM/admin', 'GET', '/uc/unit/list', {
      query: { pageSize: '5' },
    });
    expect(all.result).toBe(0);
    expect(all.retVal.datas).toHaveLength(5);
    expect(all.retVal.totalRows).toBe(18);
    expect(all.retVal.statistic.byType).toMatchObject({ HOTEL: 5, OTA: 2, ALLIAN: 2 });
    const hotels = await as<UnitList>('PLATFORM/admin', 'GET', '/uc/unit/list', {
      query: { type: 'HOTEL', keyword: 'harbour', firstResult: '1', pageSize: '10' },
    });
    expect(hotels.retVal.totalRows).toBe(3);
    expect(hotels.retVal.datas.map((u) => u.code)).toEqual(['H002', 'H003']);
    expect(hotels.retVal.datas[0]).toMatchObject({ parentCode: 'G001', areaCode: 'EAST' });
  });

  it('lists a group its own subtree only (groups manage their hotels)', async () => {
    const list = await as<UnitList>('G001/groupadmin', 'GET', '/uc/unit/list');
    expect(list.retVal.datas.map((u) => u.code)).toEqual(['G001', 'H001', 'H002', 'H003']);
    // G001 holds the group administrator and the demo Communications officer.
    expect(list.retVal.datas[0]).toMatchObject({ hasChildren: true, userCount: 2 });
  });

  it('names the bad filter', async () => {
    const bad = await as('PLATFORM/admin', 'GET', '/uc/unit/list', { query: { type: 'CASTLE' } });
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    expect(bad.msg).toContain('type');
  });
});

describe('POST /uc/unit/add, update, delete (product.md §2.5 /unit/unitList)', () => {
  it('adds a hotel below the group, refuses a taken code, updates and deletes it', async () => {
    const g001 = await unitId(t.db, 'G001');
    const body = { code: 'H004', descript: 'Harbour Hotel Suzhou', type: 'HOTEL', parentId: g001 };
    const added = await as<AdminUnit>('G001/groupadmin', 'POST', '/uc/unit/add', { body });
    expect(added).toMatchObject({ result: 0, retVal: { code: 'H004', parentCode: 'G001' } });
    const again = await as('G001/groupadmin', 'POST', '/uc/unit/add', { body });
    expect(again).toMatchObject({ result: 40001, msg: 'Unit code already exists' });
    const updated = await as<AdminUnit>('G001/groupadmin', 'PUT', '/uc/unit/update', {
      body: { id: added.retVal.id, descript: 'Harbour Suzhou', theme: 'harbour' },
    });
    expect(updated.retVal).toMatchObject({ descript: 'Harbour Suzhou', theme: 'harbour' });
    const removed = await as('G001/groupadmin', 'DELETE', '/uc/unit/delete', {
      query: { id: added.retVal.id },
    });
    expect(removed.result).toBe(0);
    expect(await t.db.select().from(units).where(eq(units.code, 'H004'))).toEqual([]);
  });

  it('validates the code, name and parent, naming the field', async () => {
    const g001 = await unitId(t.db, 'G001');
    const badCode = await as('PLATFORM/admin', 'POST', '/uc/unit/add', {
      body: { code: 'H 5', descript: 'x', type: 'HOTEL', parentId: g001 },
    });
    expect(badCode.msg).toBe('Unit code: letters, digits, _ and - only, at most 64 characters');
    const noParent = await as('PLATFORM/admin', 'POST', '/uc/unit/add', {
      body: { code: 'H5', descript: 'x', type: 'HOTEL', parentId: 'nope' },
    });
    expect(noParent).toMatchObject({ result: 40001, msg: expect.stringContaining('parentId') });
    const h001 = await unitId(t.db, 'H001');
    const cycle = await as('PLATFORM/admin', 'POST', '/uc/unit/update', {
      body: { id: g001, parentId: h001 },
    });
    expect(cycle.msg).toBe('The parent unit cannot be the unit itself or a unit below it');
  });

  it('refuses to delete a unit with users or units below it', async () => {
    const h001 = await unitId(t.db, 'H001');
    const refused = await as('PLATFORM/admin', 'POST', '/uc/unit/delete', { body: { id: h001 } });
    expect(refused.msg).toBe('The unit still has units or users below it and cannot be deleted');
  });

  it("leaves a hotel's own record to its group (40301) and hides other units (40401)", async () => {
    const h002 = await unitId(t.db, 'H002');
    const own = await as('H002/manager', 'POST', '/uc/unit/update', {
      body: { id: h002, descript: 'Renamed' },
    });
    expect(own.result).toBe(ServerCode.FORBIDDEN);
    const g002 = await unitId(t.db, 'G002');
    const other = await as('G001/groupadmin', 'GET', '/uc/unit/detail', { query: { id: g002 } });
    expect(other.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('unit apps and parameters (product.md §2.5 unit-app-list, unit-params, §5)', () => {
  it('opens and closes an app for a hotel with its SSO flag', async () => {
    const h003 = await unitId(t.db, 'H003');
    const saved = await as<UnitAppRow>('G001/groupadmin', 'POST', '/uc/unit/saveApp', {
      body: { unitId: h003, appCode: 'WK', enabled: true, sso: 'F' },
    });
    expect(saved.retVal).toMatchObject({ appCode: 'WK', granted: true, enabled: true, sso: 'F' });
    const list = await as<UnitAppRow[]>('G001/groupadmin', 'GET', '/uc/unit/apps', {
      query: { unitId: h003 },
    });
    expect(list.retVal.find((a) => a.appCode === 'WK')).toMatchObject({ enabled: true });
    expect(list.retVal.find((a) => a.appCode === 'KFPLAT')).toMatchObject({ granted: false });
    const unknown = await as('G001/groupadmin', 'POST', '/uc/unit/saveApp', {
      body: { unitId: h003, appCode: 'NOPE', enabled: true },
    });
    expect(unknown.msg).toBe('Application NOPE does not exist');
  });

  it('saves a PASSWORD_STRATEGY by the parameter rule and shows inherited ones', async () => {
    const h001 = await unitId(t.db, 'H001');
    const inherited = await as<UnitParamRow[]>('G001/groupadmin', 'GET', '/uc/unit/params', {
      query: { unitId: h001 },
    });
    expect(inherited.retVal).toEqual([
      expect.objectContaining({ code: 'PASSWORD_STRATEGY', unitCode: 'G001', inherited: true }),
    ]);
    const short = await as('G001/groupadmin', 'POST', '/uc/unit/savePasswordStrategy', {
      body: { unitId: h001, complexity: ['digit'], length: 4 },
    });
    expect(short).toMatchObject({ result: 40001, msg: 'The password length must be at least 6' });
    const saved = await as<UnitParamRow[]>(
      'G001/groupadmin',
      'PUT',
      '/uc/unit/savePasswordStrategy',
      {
        body: { unitId: h001, complexity: ['digit', 'letter'], length: '10', maxAgeDays: 30 },
      },
    );
    expect(saved.retVal[0]).toMatchObject({ unitCode: 'H001', inherited: false });
    expect(JSON.parse(saved.retVal[0]!.remark!)).toEqual({
      fruit: ['digit', 'letter'],
      inputValue: 10,
      maxAgeDays: 30,
    });
    const reserved = await as('G001/groupadmin', 'POST', '/uc/unit/saveParam', {
      body: { unitId: h001, code: 'PASSWORD_STRATEGY', value: '.*' },
    });
    expect(reserved.result).toBe(40001);
    const back = await as<UnitParamRow[]>('G001/groupadmin', 'POST', '/uc/unit/deleteParam', {
      body: { unitId: h001, code: 'PASSWORD_STRATEGY' },
    });
    expect(back.retVal[0]).toMatchObject({ unitCode: 'G001', inherited: true });
  });
});
