import { ServerCode } from '@portico/sdk/internal';
import { type AuthTreeNode, type UserAuthInfo } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const en = { language: 'en-US' };
const codes = (nodes: AuthTreeNode[]): string[] =>
  nodes.flatMap((n) => [n.code, ...codes(n.children)]);

describe('GET /uc/user/menuTree, reportTree, operationTree (api-contract.md §7.4)', () => {
  it("answers the caller's app tree with direct grants checked and role origins", async () => {
    const login = await loginAs(t.app, 'H001', 'frontdesk');
    const menu = await call<AuthTreeNode[]>(t.app, 'GET', '/uc/user/menuTree', {
      token: login.jwtToken,
      query: { appCode: 'UC' },
    });
    const all = codes(menu.retVal);
    expect(all).toContain('UC_SYSTEM');
    const reports = menu.retVal.find((n) => n.code === 'UC_REPORTS')!;
    expect(reports).toMatchObject({ checked: true, kind: 'MENU' });
    const help = menu.retVal.find((n) => n.code === 'UC_HELP')!;
    expect(help.origins).toEqual(['HOTEL_STAFF']);
    const granted = await call<AuthTreeNode[]>(t.app, 'GET', '/uc/user/menuTree', {
      token: login.jwtToken,
      query: { appCode: 'UC', filterHasOrigin: 'true' },
    });
    expect(codes(granted.retVal)).not.toContain('UC_SYSTEM');
  });

  it('answers report and operation trees, for another user of a managed unit', async () => {
    const group = await loginAs(t.app, 'G001', 'groupadmin');
    const h001 = await call<{ id: string }>(t.app, 'GET', '/uc/org/code/H001', {
      token: group.jwtToken,
    });
    const query = {
      appCode: 'GC',
      organizationUnitId: h001.retVal.id,
      userCode: 'frontdesk',
      filterHasOrigin: 'T',
    };
    const reports = await call<AuthTreeNode[]>(t.app, 'GET', '/uc/user/reportTree', {
      token: group.jwtToken,
      query,
    });
    expect(codes(reports.retVal)).toEqual([
      'GC_RPT_REVENUE',
      'GC_RPT_REVENUE_DAILY',
      'GC_RPT_OCCUPANCY',
    ]);
    expect(reports.retVal[0]!.origins).toEqual(['REPORT_VIEWER']);
    const ops = await call<AuthTreeNode[]>(t.app, 'GET', '/uc/user/operationTree', {
      token: group.jwtToken,
      query,
    });
    expect(codes(ops.retVal)).toEqual(['GC_OP_ROOM']);
  });

  it('refuses users of units outside the caller tree, and bad parameters', async () => {
    const agent = await loginAs(t.app, 'O001', 'agent');
    const group = await loginAs(t.app, 'G001', 'groupadmin');
    const query = { appCode: 'UC', organizationUnitId: group.unitId, userCode: 'groupadmin' };
    const foreign = await call(t.app, 'GET', '/uc/user/menuTree', { token: agent.jwtToken, query });
    expect(foreign.result).toBe(ServerCode.FORBIDDEN);
    const noApp = await call(t.app, 'GET', '/uc/user/menuTree', {
      token: agent.jwtToken,
      headers: en,
    });
    expect(noApp.result).toBe(ServerCode.INVALID_INPUT);
    expect(noApp.msg).toContain('appCode');
    const badId = await call(t.app, 'GET', '/uc/user/menuTree', {
      token: agent.jwtToken,
      query: { appCode: 'UC', organizationUnitId: 'not-a-uuid' },
    });
    expect(badId.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('GET /uc/user/fetchUserAuthInfoByUserCode?userCode&unitCode (api-contract.md §7.4)', () => {
  it('answers the authorization record of a user in a managed unit', async () => {
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    const envelope = await call<UserAuthInfo>(
      t.app,
      'GET',
      '/uc/user/fetchUserAuthInfoByUserCode',
      {
        token: jwtToken,
        query: { userCode: 'frontdesk', unitCode: 'H001' },
      },
    );
    expect(envelope.retVal).toMatchObject({
      userCode: 'frontdesk',
      unitCode: 'H001',
      deptCode: 'FRONT',
      deptName: 'Front Office',
      status: 'enabled',
      locked: 'F',
      roles: [{ code: 'HOTEL_STAFF', unitCode: 'G001' }],
      dataAuths: [{ groupCode: 'HOTELS', contentCode: 'H001', scope: 'degree' }],
    });
    const self = await call<UserAuthInfo>(t.app, 'GET', '/uc/user/fetchUserAuthInfoByUserCode', {
      token: jwtToken,
      query: { userCode: 'groupadmin' },
    });
    expect(self.retVal).toMatchObject({
      isAdmin: 'T',
      roles: expect.arrayContaining([expect.objectContaining({ code: 'GROUP_ADMIN' })]),
    });
  });

  it('refuses another unit tree (40301) and unknown users (40401)', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const other = await call(t.app, 'GET', '/uc/user/fetchUserAuthInfoByUserCode', {
      token: jwtToken,
      query: { userCode: 'manager', unitCode: 'H002' },
    });
    expect(other.result).toBe(ServerCode.FORBIDDEN);
    // A plain user does not read even a colleague's record (product.md §6).
    const colleague = await call(t.app, 'GET', '/uc/user/fetchUserAuthInfoByUserCode', {
      token: jwtToken,
      query: { userCode: 'nightaudit' },
    });
    expect(colleague.result).toBe(ServerCode.FORBIDDEN);
    const group = await loginAs(t.app, 'G001', 'groupadmin');
    const unknown = await call(t.app, 'GET', '/uc/user/fetchUserAuthInfoByUserCode', {
      token: group.jwtToken,
      query: { userCode: 'nobody' },
    });
    expect(unknown.result).toBe(ServerCode.NOT_FOUND);
  });
});
