import { ResultCode, type LoginResult, type PagedResult } from '@portico/sdk';
import { type AppLinkInfo, type CodeDictEntry, ServerCode, UcCode } from '@portico/sdk/internal';
import { type HotelInfo, type MenuResource, type ReportResource } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /uc/loginApps: "My Apps" links (api-contract.md §7.6, product.md §2.7)', () => {
  it("answers the customer's links: G001's own for its hotels, the platform's for others", async () => {
    const hotel = await loginAs(t.app, 'H001', 'frontdesk');
    const links = await call<AppLinkInfo[]>(t.app, 'GET', '/uc/loginApps', {
      token: hotel.jwtToken,
    });
    expect(links.retVal.map((l) => l.code)).toEqual(['GC', 'GCYM', 'INTRANET']);
    expect(links.retVal[0]).toMatchObject({ url: '/examples/child-app/?app=GC', color: '#0050b3' });
    // GCYM has no address: the popover shows 'no matched address'.
    expect(links.retVal[1]!.url).toBeNull();
    const agent = await loginAs(t.app, 'O001', 'agent');
    const platform = await call<AppLinkInfo[]>(t.app, 'GET', '/uc/loginApps', {
      token: agent.jwtToken,
    });
    expect(platform.retVal.map((l) => l.code)).toEqual(['GC', 'WK', 'KFPLAT', 'DOCS']);
    // O001 has not opened GC: no address for it.
    expect(platform.retVal[0]!.url).toBeNull();
    expect(platform.retVal[3]!.url).toBe('https://portico.example/docs');
  });
});

describe('GET /uc/pms/token and /uc/pms/listHotels (api-contract.md §7.6)', () => {
  it('lists the hotels of a group user, filtered by search', async () => {
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    const all = await call<HotelInfo[]>(t.app, 'GET', '/uc/pms/listHotels', { token: jwtToken });
    expect(all.retVal.map((h) => [h.code, h.groupCode])).toEqual([
      ['H001', 'G001'],
      ['H002', 'G001'],
      ['H003', 'G001'],
    ]);
    const some = await call<HotelInfo[]>(t.app, 'GET', '/uc/pms/listHotels', {
      token: jwtToken,
      query: { search: 'guangzhou' },
    });
    expect(some.retVal.map((h) => h.code)).toEqual(['H003']);
    const hotel = await loginAs(t.app, 'H001', 'frontdesk');
    const own = await call<HotelInfo[]>(t.app, 'GET', '/uc/pms/listHotels', {
      token: hotel.jwtToken,
    });
    expect(own.retVal.map((h) => h.code)).toEqual(['H001']);
  });

  it('answers a token for a hotel of the group and an app it opened, whose session is that hotel', async () => {
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    const token = await call<string>(t.app, 'GET', '/uc/pms/token', {
      token: jwtToken,
      query: { appCode: 'GC', unitCode: 'H002' },
    });
    expect(token.result).toBe(0);
    const login = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: token.retVal,
    });
    expect(login.retVal.unitCode).toBe('H002');
    const closed = await call(t.app, 'GET', '/uc/pms/token', {
      token: jwtToken,
      query: { appCode: 'COUPON', unitCode: 'H002' },
    });
    expect(closed.result).toBe(UcCode.APP_UNAVAILABLE);
    const foreign = await call(t.app, 'GET', '/uc/pms/token', {
      token: jwtToken,
      query: { appCode: 'GC', unitCode: 'H101' },
    });
    expect(foreign.result).toBe(UcCode.UNIT_NOT_ALLOWED);
  });
});

describe('GET /uc/resource/menu and /uc/resource/report?identity (api-contract.md §7.6)', () => {
  it('answers a menu the caller holds, and 40401 for one it does not', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const held = await call<MenuResource>(t.app, 'GET', '/uc/resource/menu', {
      token: jwtToken,
      query: { identity: 'GC_POS' },
    });
    expect(held.retVal).toMatchObject({
      appCode: 'GC',
      identity: 'GC_POS',
      winType: 'NEWPAGE',
      title: 'Point of sale',
    });
    const notHeld = await call(t.app, 'GET', '/uc/resource/menu', {
      token: jwtToken,
      query: { identity: 'UC_USER_LIST' },
    });
    expect(notHeld.result).toBe(ServerCode.NOT_FOUND);
    const wrongApp = await call(t.app, 'GET', '/uc/resource/menu', {
      token: jwtToken,
      query: { identity: 'GC_POS', appCode: 'UC' },
    });
    expect(wrongApp.result).toBe(ServerCode.NOT_FOUND);
  });

  it('answers a report the caller holds, with its parent identity', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const report = await call<ReportResource>(t.app, 'GET', '/uc/resource/report', {
      token: jwtToken,
      query: { identity: 'GC_RPT_REVENUE_DAILY' },
    });
    expect(report.retVal).toMatchObject({ appCode: 'GC', parentIdentity: 'GC_RPT_REVENUE' });
    expect(report.retVal.url).toContain('report=GC_RPT_REVENUE_DAILY');
    const monthly = await call(t.app, 'GET', '/uc/resource/report', {
      token: jwtToken,
      query: { identity: 'GC_RPT_REVENUE_MONTHLY' },
    });
    expect(monthly.result).toBe(ServerCode.NOT_FOUND);
    expect((await call(t.app, 'GET', '/uc/resource/report', { token: jwtToken })).result).toBe(
      ServerCode.INVALID_INPUT,
    );
  });
});

describe('GET /uc/codeDict (api-contract.md §7.6: UPDATE_HISTORY_URL)', () => {
  it('answers the update-history URL as the content of GC / UPDATE_HISTORY_URL', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const query = { appCode: 'GC', code: 'UPDATE_HISTORY_URL', isHalt: 'F', page: '0', size: '10' };
    const envelope = await call<PagedResult<CodeDictEntry>>(t.app, 'GET', '/uc/codeDict', {
      token: jwtToken,
      query,
    });
    expect(envelope.retVal.totalRows).toBe(1);
    expect(envelope.retVal.datas[0]!.content).toMatch(/update-history/);
  });

  it('pages by page and size, filters halted entries, needs a session', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const second = await call<PagedResult<CodeDictEntry>>(t.app, 'GET', '/uc/codeDict', {
      token: jwtToken,
      query: { appCode: 'GC', page: '1', size: '1' },
    });
    expect(second.retVal).toMatchObject({ totalRows: 2, datas: [{ code: 'HELP_CENTRE_URL' }] });
    const halted = await call<PagedResult<CodeDictEntry>>(t.app, 'GET', '/uc/codeDict', {
      token: jwtToken,
      query: { appCode: 'UC', isHalt: 'F' },
    });
    expect(halted.retVal.totalRows).toBe(0);
    expect((await call(t.app, 'GET', '/uc/codeDict', { query: { appCode: 'GC' } })).result).toBe(
      ResultCode.LOGOUT,
    );
  });
});
