import type { PagedResult } from '@portico/sdk';
import type { AdminRole, RoleMembers } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleChildren, roleMenus, roleResources, roles, userRoles, users } from '../../db/schema';
import { rolesOf } from '../access/permissions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, departmentId, roleId, unitId, userId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const grantsOf = async (id: string) => ({
  menus: (await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, id)))
    .map((r) => r.menuId)
    .sort(),
  resources: (await t.db.select().from(roleResources).where(eq(roleResources.roleId, id)))
    .map((r) => r.resourceId)
    .sort(),
});

describe('POST /uc/role/add from a template (product.md §2.5 /role/admin-roles "templates")', () => {
  it("copies a dispatched template's permissions into the hotel's new role", async () => {
    const staff = await roleId(t.db, 'G001', 'HOTEL_STAFF');
    const h001 = await unitId(t.db, 'H001');
    const added = await as<AdminRole>('G001/groupadmin', 'POST', '/uc/role/add', {
      body: { unitId: h001, code: 'STAFF_COPY', descript: 'Staff copy', templateId: staff },
    });
    expect(added.retVal).toMatchObject({ code: 'STAFF_COPY', isTemplate: 'F', userCount: 0 });
    const copied = await grantsOf(added.retVal.id);
    expect(copied).toEqual(await grantsOf(staff));
    expect(copied.menus.length).toBeGreaterThan(0);
  });

  it('refuses a role that is no template, naming templateId', async () => {
    const audit = await roleId(t.db, 'H001', 'NIGHT_AUDIT');
    const refused = await as('G001/groupadmin', 'POST', '/uc/role/add', {
      body: { code: 'NOT_FROM_TEMPLATE', descript: 'x', templateId: audit },
    });
    expect(refused).toMatchObject({ result: 40001 });
    expect(refused.msg).toMatch(/^templateId: /);
    const badId = await as('G001/groupadmin', 'POST', '/uc/role/add', {
      body: { code: 'BAD_ID', descript: 'x', templateId: 'nope' },
    });
    expect(badId.result).toBe(40001);
    expect(badId.msg).toContain('templateId');
    expect(await t.db.select().from(roles).where(eq(roles.code, 'NOT_FROM_TEMPLATE'))).toEqual([]);
  });

  it("lists only the templates with isTemplate=T, and refuses another unit's template", async () => {
    const h002 = await unitId(t.db, 'H002');
    const templates = await as<PagedResult<AdminRole>>('H002/manager', 'GET', '/uc/role/list', {
      query: { unitId: h002, isTemplate: 'T' },
    });
    expect(templates.retVal.datas.map((r) => r.code)).toEqual(['HOTEL_STAFF']);
    // G002's administrator sees no G001 template: it is neither theirs nor dispatched to them.
    const foreign = await as('G002/summitadmin', 'POST', '/uc/role/add', {
      body: {
        code: 'STOLEN',
        descript: 'x',
        templateId: await roleId(t.db, 'G001', 'HOTEL_STAFF'),
      },
    });
    expect(foreign.result).toBe(40001);
  });
});

describe('GET /uc/role/list?allUnits=T: "Roles (all units)" with no unit chosen (product.md §2.5 /role/admin-roles)', () => {
  it("lists the roles of every unit in the caller's scope, and no other unit's", async () => {
    const all = await as<PagedResult<AdminRole>>('G001/groupadmin', 'GET', '/uc/role/list', {
      query: { allUnits: 'T', pageSize: '100' },
    });
    const own = await as<PagedResult<AdminRole>>('G001/groupadmin', 'GET', '/uc/role/list', {
      query: { pageSize: '100' },
    });
    const units = new Set(all.retVal.datas.map((r) => r.unitCode));
    expect(units.has('G001')).toBe(true);
    expect(units.has('H001')).toBe(true);
    expect(units.size).toBeGreaterThan(1);
    expect(units.has('G002')).toBe(false);
    expect(units.has('PLATFORM')).toBe(false);
    expect(all.retVal.totalRows).toBeGreaterThan(own.retVal.totalRows);
    expect(all.retVal.datas.every((r) => !r.dispatched)).toBe(true);
  });
});

describe('PUT /uc/role/move and GET /uc/role/groups (§2.5 "order, groups")', () => {
  it('moves a role past its neighbour and numbers the unit again', async () => {
    const h001 = await unitId(t.db, 'H001');
    const read = async () =>
      (
        await as<PagedResult<AdminRole>>('G001/groupadmin', 'GET', '/uc/role/list', {
          query: { unitId: h001, includeDispatched: 'F' },
        })
      ).retVal.datas.map((r) => r.code);
    const before = await read();
    const last = before.at(-1)!;
    const moved = await as<AdminRole>('G001/groupadmin', 'PUT', '/uc/role/move', {
      body: { id: await roleId(t.db, 'H001', last), direction: 'up' },
    });
    expect(moved.result).toBe(0);
    const after = await read();
    expect(after.at(-2)).toBe(last);
    expect(after.at(-1)).toBe(before.at(-2));
    const top = await as<AdminRole>('G001/groupadmin', 'POST', '/uc/role/move', {
      body: { id: await roleId(t.db, 'H001', after[0]!), direction: 'up' },
    });
    expect(top.retVal.sort).toBe(10);
    expect(await read()).toEqual(after);
  });

  it('refuses a direction that is not up or down, naming it', async () => {
    const bad = await as('G001/groupadmin', 'PUT', '/uc/role/move', {
      body: { id: await roleId(t.db, 'H001', 'NIGHT_AUDIT'), direction: 'left' },
    });
    expect(bad.result).toBe(40001);
    expect(bad.msg).toContain('direction');
  });

  it("lists the groups of the unit's own and dispatched roles", async () => {
    const groups = await as<string[]>('H001/nightaudit', 'GET', '/uc/role/groups');
    expect(groups.result).toBe(40301);
    const h001 = await unitId(t.db, 'H001');
    const listed = await as<string[]>('G001/groupadmin', 'GET', '/uc/role/groups', {
      query: { unitId: h001 },
    });
    expect(listed.retVal).toEqual(['HOTEL']);
    const own = await as<string[]>('G001/groupadmin', 'GET', '/uc/role/groups');
    expect(own.retVal).toEqual(['ADMIN', 'HOTEL', 'REPORTS']);
  });
});

describe('PUT /uc/role/assignDepartments (product.md §6 "assign to departments")', () => {
  it("makes the role's departments in the unit exactly those given", async () => {
    const audit = await roleId(t.db, 'H001', 'NIGHT_AUDIT');
    const housekeeping = await departmentId(t.db, 'H001', 'HOUSEKEEPING');
    const saved = await as('G001/groupadmin', 'PUT', '/uc/role/assignDepartments', {
      body: { id: audit, departmentIds: [housekeeping] },
    });
    expect(saved.retVal).toEqual({ saved: 1 });
    const members = await as<RoleMembers>('G001/groupadmin', 'GET', '/uc/role/members', {
      query: { id: audit },
    });
    expect(members.retVal.departmentIds).toEqual([housekeeping]);
  });

  it("refuses the unit itself (the root), another unit's department and a bad list", async () => {
    const audit = await roleId(t.db, 'H001', 'NIGHT_AUDIT');
    const root = await as('G001/groupadmin', 'PUT', '/uc/role/assignDepartments', {
      body: { id: audit, departmentIds: [await unitId(t.db, 'H001')] },
    });
    expect(root).toMatchObject({ result: 40001, msg: 'Unit cannot be assigned roles' });
    const elsewhere = await as('PLATFORM/admin', 'PUT', '/uc/role/assignDepartments', {
      body: { id: audit, departmentIds: [await departmentId(t.db, 'H002', 'FRONT')] },
    });
    expect(elsewhere.result).toBe(40401);
    const bad = await as('G001/groupadmin', 'PUT', '/uc/role/assignDepartments', {
      body: { id: audit, departmentIds: 'HOUSEKEEPING' },
    });
    expect(bad.result).toBe(40001);
    expect(bad.msg).toContain('departmentIds');
  });
});

describe('child roles grant their permissions (product.md §6 "child roles")', () => {
  it("gives a holder of the parent the child's roles, down the chain", async () => {
    const h002 = await unitId(t.db, 'H002');
    const child = await as<AdminRole>('H002/manager', 'POST', '/uc/role/add', {
      body: { code: 'CHILD_R', descript: 'Child' },
    });
    const parent = await as<AdminRole>('H002/manager', 'POST', '/uc/role/add', {
      body: { code: 'PARENT_R', descript: 'Parent', childRoleIds: [child.retVal.id] },
    });
    expect(
      await t.db.select().from(roleChildren).where(eq(roleChildren.roleId, parent.retVal.id)),
    ).toHaveLength(1);
    const duty = await userId(t.db, 'H002', 'duty');
    await t.db.insert(userRoles).values({ userId: duty, unitId: h002, roleId: parent.retVal.id });
    const [user] = await t.db.select().from(users).where(eq(users.id, duty));
    const held = (await rolesOf(t.db, user!, h002)).map((r) => r.code);
    expect(held).toEqual(expect.arrayContaining(['PARENT_R', 'CHILD_R']));
  });
});
