import { ResultCode, type PagedResult } from '@portico/sdk';
import {
  parsePasswordStrategy,
  type RemindTone,
  type UnitNode,
  type UnitParameter,
  ServerCode,
} from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_UNITS } from '../../db/demo-data';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const codesOf = (nodes: UnitNode[]) => nodes.map((n) => n.code);

describe('GET /uc/org/listChildNodes?parentUUID&search&userCode&strict (api-contract.md §7.5)', () => {
  it('lists the direct children of the session unit by default, with hasChildren', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'admin');
    const envelope = await call<UnitNode[]>(t.app, 'GET', '/uc/org/listChildNodes', {
      token: jwtToken,
    });
    const children = DEMO_UNITS.filter((u) => u.parent === 'PLATFORM')
      .map((u) => u.code)
      .sort();
    expect(codesOf(envelope.retVal)).toEqual(children);
    expect(envelope.retVal.find((n) => n.code === 'G001')?.hasChildren).toBe(true);
    expect(envelope.retVal.find((n) => n.code === 'O001')?.hasChildren).toBe(false);
  });

  it('lists every unit below with strict=false, filters by search and by userCode', async () => {
    const { jwtToken, orgUUID } = await loginAs(t.app, 'PLATFORM', 'admin');
    const deep = await call<UnitNode[]>(t.app, 'GET', '/uc/org/listChildNodes', {
      token: jwtToken,
      query: { parentUUID: orgUUID, strict: 'false', search: 'harbour hotel' },
    });
    // The group's name matches too: search is on code and name.
    expect(codesOf(deep.retVal)).toEqual(['G001', 'H001', 'H002', 'H003']);
    const forUser = await call<UnitNode[]>(t.app, 'GET', '/uc/org/listChildNodes', {
      token: jwtToken,
      query: { strict: 'F', userCode: 'groupadmin' },
    });
    expect(codesOf(forUser.retVal)).toEqual(['G001', 'H001', 'H002', 'H003']);
  });

  it('refuses a parent outside the caller tree like an unknown one', async () => {
    const agent = await loginAs(t.app, 'O001', 'agent');
    const group = await loginAs(t.app, 'G001', 'groupadmin');
    for (const parentUUID of [group.orgUUID, '00000000-0000-0000-0000-000000000000', 'bad']) {
      const envelope = await call(t.app, 'GET', '/uc/org/listChildNodes', {
        token: agent.jwtToken,
        query: { parentUUID },
      });
      expect(envelope.result).toBe(ServerCode.NOT_FOUND);
    }
    expect((await call(t.app, 'GET', '/uc/org/listChildNodes')).result).toBe(ResultCode.LOGOUT);
  });
});

describe('GET /uc/gc/backdoor/managedUnits (api-contract.md §7.5, product.md §6 unit switch)', () => {
  it('pages every unit for platform users with firstResult and pageSize', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'admin');
    const page = (firstResult: number) =>
      call<PagedResult<UnitNode>>(t.app, 'GET', '/uc/gc/backdoor/managedUnits', {
        token: jwtToken,
        query: { firstResult: String(firstResult), pageSize: '5' },
      });
    const first = await page(0);
    expect(first.retVal.totalRows).toBe(DEMO_UNITS.length);
    expect(first.retVal.datas).toHaveLength(5);
    const rest = [];
    for (let i = 5; i < DEMO_UNITS.length; i += 5) rest.push(...(await page(i)).retVal.datas);
    const all = [...first.retVal.datas, ...rest].map((u) => u.code);
    expect(all).toEqual(DEMO_UNITS.map((u) => u.code).sort());
    expect(first.retVal).toHaveProperty('statistic');
  });

  it('filters by type, and shows others their own unit plus their possible login units', async () => {
    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    const hotels = await call<PagedResult<UnitNode>>(t.app, 'GET', '/uc/gc/backdoor/managedUnits', {
      token: admin.jwtToken,
      query: { type: 'HOTEL', pageSize: '50' },
    });
    expect(hotels.retVal.datas.every((u) => u.type === 'HOTEL')).toBe(true);
    expect(hotels.retVal.totalRows).toBe(5);
    const group = await loginAs(t.app, 'G001', 'groupadmin');
    const mine = await call<PagedResult<UnitNode>>(t.app, 'GET', '/uc/gc/backdoor/managedUnits', {
      token: group.jwtToken,
    });
    expect(codesOf(mine.retVal.datas)).toEqual(['G001', 'H001', 'H002', 'H003']);
  });

  it('answers bad paging with 40001 naming the field', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'admin');
    const bad = await call(t.app, 'GET', '/uc/gc/backdoor/managedUnits', {
      token: jwtToken,
      query: { firstResult: '-1' },
      headers: { language: 'en-US' },
    });
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    expect(bad.msg).toContain('firstResult');
  });
});

describe('GET /uc/parameter/unitPa?code&unitCode (api-contract.md §7.5 parameter.unitPa)', () => {
  it('answers PASSWORD_STRATEGY as the unit sees it, inherited from the nearest ancestor', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const envelope = await call<UnitParameter>(t.app, 'GET', '/uc/parameter/unitPa', {
      token: jwtToken,
      query: { code: 'PASSWORD_STRATEGY' },
    });
    expect(envelope.retVal.unitCode).toBe('G001');
    expect(parsePasswordStrategy(envelope.retVal)).toMatchObject({
      classes: ['digit', 'upper', 'lower'],
      minLength: 8,
    });
    const platform = await loginAs(t.app, 'O001', 'agent');
    const inherited = await call<UnitParameter>(t.app, 'GET', '/uc/parameter/unitPa', {
      token: platform.jwtToken,
      query: { code: 'PASSWORD_STRATEGY', unitCode: 'O001' },
    });
    expect(parsePasswordStrategy(inherited.retVal)).toMatchObject({
      classes: ['digit'],
      minLength: 6,
    });
  });

  it('answers null for an unset parameter, and refuses units outside the caller tree', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const unset = await call(t.app, 'GET', '/uc/parameter/unitPa', {
      token: jwtToken,
      query: { code: 'NOPE' },
    });
    expect(unset).toEqual({ result: 0, msg: '', retVal: null });
    const other = await call(t.app, 'GET', '/uc/parameter/unitPa', {
      token: jwtToken,
      query: { code: 'PASSWORD_STRATEGY', unitCode: 'G001' },
    });
    expect(other.result).toBe(ServerCode.NOT_FOUND);
    const missing = await call(t.app, 'GET', '/uc/parameter/unitPa', { token: jwtToken });
    expect(missing.result).toBe(ServerCode.INVALID_INPUT);
  });
});

describe('GET /uc/sysOption/remindTone?unitCode (api-contract.md §7.5, product.md §4)', () => {
  it("answers the unit's tone (H001 loops: 999) or the nearest ancestor's", async () => {
    const hotel = await loginAs(t.app, 'H001', 'frontdesk');
    const own = await call<RemindTone>(t.app, 'GET', '/uc/sysOption/remindTone', {
      token: hotel.jwtToken,
      query: { unitCode: 'H001' },
    });
    expect(own.retVal).toEqual({ toneUrl: '/examples/assets/urgent.mp3', time: 999 });
    const other = await loginAs(t.app, 'H002', 'duty');
    const inherited = await call<RemindTone>(t.app, 'GET', '/uc/sysOption/remindTone', {
      token: other.jwtToken,
    });
    expect(inherited.retVal).toEqual({ toneUrl: '/examples/assets/notice.mp3', time: 3 });
  });
});
