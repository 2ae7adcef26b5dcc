import type { PagedResult } from '@portico/sdk';
import type {
  AdminRole,
  AuthTreeNode,
  RoleDispatchTarget,
  RoleMembers,
} from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles, userRoles } from '../../db/schema';
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

const checked = (nodes: AuthTreeNode[]): string[] =>
  nodes.flatMap((n) => [...(n.checked ? [n.code] : []), ...checked(n.children)]);
const find = (nodes: AuthTreeNode[], code: string): AuthTreeNode | undefined =>
  nodes.map((n) => (n.code === code ? n : find(n.children, code))).find(Boolean);

describe('GET /uc/role/list (product.md §2.5 /role/roleList, §3 "Role")', () => {
  it("lists a unit's roles and, read-only, those dispatched to it", async () => {
    const h001 = await unitId(t.db, 'H001');
    const list = await as<PagedResult<AdminRole>>('G001/groupadmin', 'GET', '/uc/role/list', {
      query: { unitId: h001 },
    });
    const rows = list.retVal.datas.map((r) => [r.code, r.dispatched] as const);
    expect(rows.sort((a, b) => a[0].localeCompare(b[0]))).toEqual([
      ['FRONT_OFFICE', false],
      ['HOTEL_STAFF', true],
      ['NIGHT_AUDIT', false],
    ]);
    const own = await as<PagedResult<AdminRole>>('G001/groupadmin', 'GET', '/uc/role/list', {
      query: { keyword: 'admin', includeDispatched: 'F' },
    });
    expect(own.retVal.datas).toEqual([
      expect.objectContaining({
        code: 'GROUP_ADMIN',
        roleGroup: 'ADMIN',
        childRoleIds: [await roleId(t.db, 'G001', 'REPORT_VIEWER')],
        userCount: 1,
      }),
    ]);
  });
});

describe('role add, update, delete (product.md §5 "Role add")', () => {
  it('adds by the shared rule with child roles, refuses a cycle and a taken code', async () => {
    const missing = await as('H002/manager', 'POST', '/uc/role/add', { body: { code: 'X' } });
    expect(missing).toMatchObject({ result: 40001, msg: 'Please enter the role description' });
    const added = await as<AdminRole>('H002/manager', 'POST', '/uc/role/add', {
      body: { code: 'HOUSEKEEPER', descript: 'Housekeeper', sort: 3, roleGroup: 'HOTEL' },
    });
    expect(added.retVal).toMatchObject({ code: 'HOUSEKEEPER', sort: 3, dispatched: false });
    const lead = await as<AdminRole>('H002/manager', 'POST', '/uc/role/add', {
      body: { code: 'LEAD', descript: 'Lead', childRoleIds: [added.retVal.id] },
    });
    expect(lead.retVal.childRoleIds).toEqual([added.retVal.id]);
    const cycle = await as('H002/manager', 'PUT', '/uc/role/update', {
      body: {
        id: added.retVal.id,
        code: 'HOUSEKEEPER',
        descript: 'x',
        childRoleIds: [lead.retVal.id],
      },
    });
    expect(cycle.msg).toBe('Child roles must be other roles of the same unit, without a cycle');
    const taken = await as('H002/manager', 'POST', '/uc/role/update', {
      body: { id: lead.retVal.id, code: 'HOUSEKEEPER', descript: 'Lead' },
    });
    expect(taken.msg).toBe('Role code already exists in this unit');
    const inUse = await as('H002/manager', 'POST', '/uc/role/delete', {
      body: { id: added.retVal.id },
    });
    expect(inUse.result).toBe(40001);
    expect(
      (await as('H002/manager', 'DELETE', '/uc/role/delete', { query: { id: lead.retVal.id } }))
        .result,
    ).toBe(0);
    expect(await t.db.select().from(roles).where(eq(roles.code, 'LEAD'))).toEqual([]);
  });

  it('leaves a dispatched role to its owner (40401 for the hotel)', async () => {
    const staff = await roleId(t.db, 'G001', 'HOTEL_STAFF');
    const edit = await as('H002/manager', 'POST', '/uc/role/update', {
      body: { id: staff, code: 'HOTEL_STAFF', descript: 'Mine now' },
    });
    expect(edit.result).toBe(40401);
  });
});

describe('role permissions per app (product.md §6 menu/button, operation, report)', () => {
  it('answers the tree with own grants checked and child-role origins, and saves it', async () => {
    const id = await roleId(t.db, 'G001', 'GROUP_ADMIN');
    const reports = await as<AuthTreeNode[]>('G001/groupadmin', 'GET', '/uc/role/authTree', {
      query: { id, appCode: 'GC', kind: 'REPORT' },
    });
    expect(checked(reports.retVal)).toEqual([]);
    expect(find(reports.retVal, 'GC_RPT_REVENUE')!.origins).toEqual(['REPORT_VIEWER']);
    const rooms = (await t.db.select().from(menus).where(eq(menus.identity, 'GC_ROOMS')))[0]!;
    const saved = await as<AuthTreeNode[]>('G001/groupadmin', 'PUT', '/uc/role/saveAuth', {
      body: { id, appCode: 'GC', kind: 'menu', ids: [rooms.id] },
    });
    expect(checked(saved.retVal)).toEqual(['GC_ROOMS']);
    const uc = await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, id));
    // The UC grants of the role were not touched by saving its GC menus.
    expect(uc.length).toBeGreaterThan(1);
    const foreign = await as('G001/groupadmin', 'POST', '/uc/role/saveAuth', {
      body: { id, appCode: 'GC', kind: 'OPERATION', ids: [rooms.id] },
    });
    expect(foreign.msg).toBe('A permission is unknown or not of application GC');
  });
});

describe('dispatch to hotels and assignment to users (product.md §6)', () => {
  it('dispatches to units below only, and withdraws the grants of a dropped unit', async () => {
    const staff = await roleId(t.db, 'G001', 'HOTEL_STAFF');
    const [h001, h002] = [await unitId(t.db, 'H001'), await unitId(t.db, 'H002')];
    const targets = await as<RoleDispatchTarget[]>(
      'G001/groupadmin',
      'GET',
      '/uc/role/dispatches',
      {
        query: { id: staff },
      },
    );
    expect(targets.retVal.map((u) => [u.code, u.dispatched])).toEqual([
      ['H001', true],
      ['H002', true],
      ['H003', true],
    ]);
    const outside = await as('PLATFORM/admin', 'POST', '/uc/role/dispatch', {
      body: { id: staff, unitIds: [await unitId(t.db, 'O001')] },
    });
    expect(outside.msg).toBe("A role can only be dispatched to units below the role's unit");
    const saved = await as<RoleDispatchTarget[]>('G001/groupadmin', 'PUT', '/uc/role/dispatch', {
      body: { id: staff, unitIds: [h001] },
    });
    expect(saved.retVal.filter((u) => u.dispatched).map((u) => u.code)).toEqual(['H001']);
    const manager = await userId(t.db, 'H002', 'manager');
    const left = await t.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, manager), eq(userRoles.unitId, h002)));
    expect(left).toEqual([]);
  });

  it("sets the role's holders in a unit, members only", async () => {
    const staff = await roleId(t.db, 'G001', 'HOTEL_STAFF');
    const h001 = await unitId(t.db, 'H001');
    const nightaudit = await userId(t.db, 'H001', 'nightaudit');
    const saved = await as('G001/groupadmin', 'POST', '/uc/role/assignUsers', {
      body: { id: staff, unitId: h001, userIds: [nightaudit] },
    });
    expect(saved.retVal).toEqual({ saved: 1 });
    const members = await as<RoleMembers>('G001/groupadmin', 'GET', '/uc/role/members', {
      query: { id: staff, unitId: h001 },
    });
    expect(members.retVal.userIds).toEqual([nightaudit]);
    const stranger = await as('G001/groupadmin', 'POST', '/uc/role/assignUsers', {
      body: { id: staff, unitId: h001, userIds: [await userId(t.db, 'H002', 'duty')] },
    });
    expect(stranger.result).toBe(40401);
  });
});
