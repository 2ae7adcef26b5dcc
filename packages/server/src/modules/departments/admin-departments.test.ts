import type { AdminDepartment, AssignableRole, DepartmentNode } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentRoles, departments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, departmentId, roleId, unitId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const codes = (node: DepartmentNode): string[] => [
  node.code,
  ...node.children.flatMap((c) => codes(c)),
];

describe('GET /uc/depart/tree (product.md §2.5 /unit/manageUnit, §3 "Department")', () => {
  it("answers the unit as the root 'all departments' with its tree and user counts", async () => {
    const h001 = await unitId(t.db, 'H001');
    const tree = await as<DepartmentNode>('G001/groupadmin', 'GET', '/uc/depart/tree', {
      query: { unitId: h001 },
    });
    expect(tree.retVal).toMatchObject({ id: h001, code: 'H001', isUnit: true, parentId: null });
    expect(codes(tree.retVal)).toEqual(['H001', 'FRONT', 'RECEPTION', 'NIGHT', 'HOUSEKEEPING']);
    const front = tree.retVal.children[0]!;
    expect(front).toMatchObject({ parentId: h001, userCount: 1, isUnit: false });
    const own = await as<DepartmentNode>('H002/manager', 'GET', '/uc/depart/tree');
    expect(codes(own.retVal)).toEqual(['H002', 'FRONT', 'MGMT']);
  });
});

describe('department add, update, move, delete (product.md §5 "Department add", §3)', () => {
  it('adds by the shared rule, refuses a taken code, moves and deletes', async () => {
    const h002 = await unitId(t.db, 'H002');
    const missing = await as('H002/manager', 'POST', '/uc/depart/add', { body: { code: 'X' } });
    expect(missing).toMatchObject({ result: 40001, msg: 'Please enter the department name' });
    const added = await as<AdminDepartment>('H002/manager', 'POST', '/uc/depart/add', {
      body: { code: 'SPA', name: 'Spa' },
    });
    expect(added.retVal).toMatchObject({ code: 'SPA', parentId: h002, unitId: h002 });
    const taken = await as('H002/manager', 'POST', '/uc/depart/add', {
      body: { code: 'SPA', name: 'Spa 2' },
    });
    expect(taken.msg).toBe('Department code already exists in this unit');
    const mgmt = await departmentId(t.db, 'H002', 'MGMT');
    const moved = await as<AdminDepartment>('H002/manager', 'PUT', '/uc/depart/move', {
      body: { id: added.retVal.id, parentId: mgmt },
    });
    expect(moved.retVal.parentId).toBe(mgmt);
    const cycle = await as('H002/manager', 'POST', '/uc/depart/move', {
      body: { id: mgmt, parentId: added.retVal.id },
    });
    expect(cycle.msg).toContain('The parent department must be of the same unit');
    const renamed = await as<AdminDepartment>('H002/manager', 'POST', '/uc/depart/update', {
      body: { id: added.retVal.id, code: 'SPA', name: 'Spa and wellness' },
    });
    expect(renamed.retVal.name).toBe('Spa and wellness');
    const nonEmpty = await as('H002/manager', 'POST', '/uc/depart/delete', { body: { id: mgmt } });
    expect(nonEmpty.msg).toBe(
      'The department still has sub-departments or users and cannot be deleted',
    );
    const gone = await as('H002/manager', 'DELETE', '/uc/depart/delete', {
      query: { id: added.retVal.id },
    });
    expect(gone.result).toBe(0);
    expect(await t.db.select().from(departments).where(eq(departments.code, 'SPA'))).toEqual([]);
  });

  it("refuses the root: 'Unit cannot be edited / deleted / assigned roles' (api-contract.md §8)", async () => {
    const h002 = await unitId(t.db, 'H002');
    const edit = await as('H002/manager', 'POST', '/uc/depart/update', {
      body: { id: h002, code: 'H002', name: 'x' },
    });
    expect(edit).toMatchObject({ result: 40001, msg: 'Unit cannot be edited' });
    const del = await as('H002/manager', 'POST', '/uc/depart/delete', { body: { id: h002 } });
    expect(del.msg).toBe('Unit cannot be deleted');
    const roles = await as('H002/manager', 'POST', '/uc/depart/saveRoles', {
      body: { id: h002, roleIds: [] },
    });
    expect(roles.msg).toBe('Unit cannot be assigned roles');
  });
});

describe('department roles (product.md §6 "assigned to departments")', () => {
  it('lists own and dispatched roles, saves exactly the chosen ones, refuses others', async () => {
    const front = await departmentId(t.db, 'H001', 'FRONT');
    const list = await as<AssignableRole[]>('G001/groupadmin', 'GET', '/uc/depart/roles', {
      query: { id: front },
    });
    expect(list.retVal.map((r) => [r.code, r.checked])).toEqual(
      expect.arrayContaining([
        ['FRONT_OFFICE', true],
        ['NIGHT_AUDIT', false],
        ['HOTEL_STAFF', false],
      ]),
    );
    const staff = await roleId(t.db, 'G001', 'HOTEL_STAFF');
    const saved = await as<AssignableRole[]>('G001/groupadmin', 'POST', '/uc/depart/saveRoles', {
      body: { id: front, roleIds: [staff] },
    });
    expect(saved.retVal.filter((r) => r.checked).map((r) => r.code)).toEqual(['HOTEL_STAFF']);
    const admin = await roleId(t.db, 'PLATFORM', 'PLATFORM_ADMIN');
    const refused = await as('G001/groupadmin', 'POST', '/uc/depart/saveRoles', {
      body: { id: front, roleIds: [admin] },
    });
    expect(refused.msg).toBe('Role PLATFORM_ADMIN cannot be given in this unit');
    const held = await t.db
      .select()
      .from(departmentRoles)
      .where(eq(departmentRoles.departmentId, front));
    expect(held.map((r) => r.roleId)).toEqual([staff]);
  });
});
