import { ServerCode } from '@portico/sdk/internal';
import { type AuthTreeNode, type UserUnitRelation } from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, resources, userMenus, userRoles, userUnits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, roleId, unitId, userId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const menuId = async (identity: string) =>
  (await t.db.select().from(menus).where(eq(menus.identity, identity)))[0]!.id;
const resourceId = async (code: string) =>
  (await t.db.select().from(resources).where(eq(resources.code, code)))[0]!.id;
const checked = (nodes: AuthTreeNode[]): string[] =>
  nodes.flatMap((n) => [...(n.checked ? [n.code] : []), ...checked(n.children)]);

describe('user–unit relations (product.md §6 isAdmin, isAgentAdmin, possible login units)', () => {
  it('sets the relations within the scope and keeps the others', async () => {
    const id = await userId(t.db, 'G001', 'groupadmin');
    const [h001, h003] = [await unitId(t.db, 'H001'), await unitId(t.db, 'H003')];
    const o001 = await unitId(t.db, 'O001');
    await t.db.insert(userUnits).values({ userId: id, unitId: o001, canLogin: 'T' });
    const saved = await as<UserUnitRelation[]>('PLATFORM/admin', 'PUT', '/uc/user/saveUnits', {
      body: {
        id,
        units: [
          { unitId: await unitId(t.db, 'G001'), isAdmin: 'T' },
          { unitId: h001, isAgentAdmin: 'T' },
          { unitId: h003, canLogin: 'F' },
        ],
      },
    });
    expect(saved.retVal.map((r) => [r.unitCode, r.isAdmin, r.isAgentAdmin, r.canLogin])).toEqual([
      ['G001', 'T', 'F', 'T'],
      ['H001', 'F', 'T', 'T'],
      ['H003', 'F', 'F', 'F'],
    ]);
    const hotelUser = await userId(t.db, 'H001', 'frontdesk');
    const h002 = await unitId(t.db, 'H002');
    const groupSaved = await as<UserUnitRelation[]>(
      'G001/groupadmin',
      'POST',
      '/uc/user/saveUnits',
      {
        body: { id: hotelUser, units: [{ unitId: h002 }] },
      },
    );
    expect(groupSaved.retVal.map((r) => r.unitCode)).toEqual(['H002']);
    const outside = await as('G001/groupadmin', 'POST', '/uc/user/saveUnits', {
      body: { id: hotelUser, units: [{ unitId: o001 }] },
    });
    expect(outside.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('PUT /uc/user/saveUserAuthInfo and …Batch (api-contract.md §7.4, product.md §6)', () => {
  it("replaces the user's roles and the app's menus and reports in the unit", async () => {
    const id = await userId(t.db, 'H001', 'nightaudit');
    const staff = await roleId(t.db, 'G001', 'HOTEL_STAFF');
    const body = {
      userId: id,
      roleIds: [staff],
      appCode: 'GC',
      menuIds: [await menuId('GC_REVENUE')],
      reportIds: [await resourceId('GC_RPT_OCCUPANCY')],
    };
    const saved = await as('G001/groupadmin', 'PUT', '/uc/user/saveUserAuthInfo', { body });
    expect(saved).toMatchObject({ result: 0, retVal: { saved: 1 } });
    const tree = await as<AuthTreeNode[]>('G001/groupadmin', 'GET', '/uc/user/menuTree', {
      query: {
        appCode: 'GC',
        organizationUnitId: await unitId(t.db, 'H001'),
        userCode: 'nightaudit',
      },
    });
    expect(checked(tree.retVal)).toEqual(['GC_REVENUE']);
    const held = await t.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(held.map((r) => r.roleId)).toEqual([staff]);
  });

  it('refuses a foreign app permission, a role of another unit, a missing appCode: nothing changes', async () => {
    const id = await userId(t.db, 'H001', 'newhire');
    const before = await t.db.select().from(userMenus).where(eq(userMenus.userId, id));
    const foreign = await as('G001/groupadmin', 'POST', '/uc/user/saveUserAuthInfo', {
      body: { userId: id, appCode: 'GC', menuIds: [await menuId('UC_USER_LIST')] },
    });
    expect(foreign.msg).toBe('A permission is unknown or not of application GC');
    const role = await as('G001/groupadmin', 'POST', '/uc/user/saveUserAuthInfo', {
      body: { userId: id, roleIds: [await roleId(t.db, 'G001', 'GROUP_ADMIN')] },
    });
    expect(role.msg).toBe('Role GROUP_ADMIN cannot be given in this unit');
    const noApp = await as('G001/groupadmin', 'POST', '/uc/user/saveUserAuthInfo', {
      body: { userId: id, menuIds: [] },
    });
    expect(noApp.msg).toContain('appCode');
    expect(await t.db.select().from(userMenus).where(eq(userMenus.userId, id))).toEqual(before);
  });

  it('saves several users at once, all or nothing', async () => {
    const ids = [await userId(t.db, 'H001', 'frontdesk'), await userId(t.db, 'H001', 'newhire')];
    const report = await resourceId('GC_RPT_REVENUE');
    const batch = await as('G001/groupadmin', 'POST', '/uc/user/saveUserAuthInfoBatch', {
      body: { userIds: ids, appCode: 'GC', reportIds: [report] },
    });
    expect(batch.retVal).toEqual({ saved: 2 });
    const withForeign = await as('H002/manager', 'POST', '/uc/user/saveUserAuthInfoBatch', {
      body: { userIds: [await userId(t.db, 'H002', 'duty'), ids[0]], appCode: 'GC', reportIds: [] },
    });
    expect(withForeign.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('POST /uc/user/updateUserResourceByCode (api-contract.md §7.4)', () => {
  it('adds and removes grants by code, for a user related to the unit too', async () => {
    const h001 = await unitId(t.db, 'H001');
    const add = await as('G001/groupadmin', 'POST', '/uc/user/updateUserResourceByCode', {
      body: {
        userCode: 'groupadmin',
        unitCode: 'H001',
        appCode: 'GC',
        type: 'MENU',
        codes: ['GC_ROOMS'],
      },
    });
    expect(add.retVal).toEqual({ saved: 1 });
    const groupadmin = await userId(t.db, 'G001', 'groupadmin');
    const mine = and(eq(userMenus.userId, groupadmin), eq(userMenus.unitId, h001));
    expect(await t.db.select().from(userMenus).where(mine)).toHaveLength(1);
    await as('G001/groupadmin', 'POST', '/uc/user/updateUserResourceByCode', {
      body: {
        userCode: 'groupadmin',
        unitCode: 'H001',
        appCode: 'GC',
        type: 'MENU',
        codes: ['GC_ROOMS'],
        mode: 'remove',
      },
    });
    expect(await t.db.select().from(userMenus).where(mine)).toHaveLength(0);
    const unknown = await as('G001/groupadmin', 'POST', '/uc/user/updateUserResourceByCode', {
      body: {
        userCode: 'frontdesk',
        unitCode: 'H001',
        appCode: 'GC',
        type: 'REPORT',
        codes: ['NOPE'],
      },
    });
    expect(unknown.result).toBe(40001);
  });
});
