import { ServerCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, userMenus } from '../../db/schema';
import { unitId, userId } from '../../test/admin-test-kit';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { adminScope, canChangeUnitRecord, inScope, type AdminFamily } from './admin-access';
import { findActiveSession } from '../session/session';
import { unitById } from '../units/units';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function scopeOf(unitCode: string, userCode: string, family: AdminFamily = 'users') {
  const { jwtToken } = await loginAs(t.app, unitCode, userCode);
  return adminScope(t.db, (await findActiveSession(t.db, jwtToken))!, family);
}

const codesOf = async (ids: Iterable<string>) =>
  (await Promise.all([...ids].map((id) => unitById(t.db, id)))).map((u) => u!.code).sort();

describe('adminScope: who administers which units (product.md §6, README "Administration")', () => {
  it('gives the platform administrators every unit', async () => {
    const scope = await scopeOf('PLATFORM', 'admin');
    expect(scope.platform).toBe(true);
    expect(inScope(scope, await unitId(t.db, 'A002'))).toBe(true);
  });

  it("gives a group's administrator the group and its hotels (isAdmin relation)", async () => {
    const scope = await scopeOf('G001', 'groupadmin');
    expect(scope.platform).toBe(false);
    expect(await codesOf(scope.unitIds)).toEqual(['G001', 'H001', 'H002', 'H003']);
    const g001 = (await unitById(t.db, await unitId(t.db, 'G001')))!;
    const h001 = (await unitById(t.db, await unitId(t.db, 'H001')))!;
    // The group's own record is the platform's; its hotels' records are the group's.
    expect(canChangeUnitRecord(scope, g001)).toBe(false);
    expect(canChangeUnitRecord(scope, h001)).toBe(true);
  });

  it('gives a hotel administrator the hotel only', async () => {
    expect(await codesOf((await scopeOf('H002', 'manager')).unitIds)).toEqual(['H002']);
  });

  it('counts a role holding the UC admin menus: the backdoor support user manages all', async () => {
    expect((await scopeOf('PLATFORM', 'support')).platform).toBe(true);
  });

  it("gives a user granted a family's menu that family in the session unit, and no other", async () => {
    const [menu] = await t.db.select().from(menus).where(eq(menus.identity, 'UC_UNIT_USER_LIST'));
    const h001 = await unitId(t.db, 'H001');
    const nightaudit = await userId(t.db, 'H001', 'nightaudit');
    await t.db.insert(userMenus).values({ userId: nightaudit, unitId: h001, menuId: menu!.id });
    expect(await codesOf((await scopeOf('H001', 'nightaudit', 'users')).unitIds)).toEqual(['H001']);
    await expect(scopeOf('H001', 'nightaudit', 'roles')).rejects.toMatchObject({
      code: ServerCode.FORBIDDEN,
    });
  });

  it('refuses users who administer nothing with 40301', async () => {
    await expect(scopeOf('H001', 'frontdesk')).rejects.toMatchObject({
      code: ServerCode.FORBIDDEN,
      key: 'server.forbidden',
    });
    await expect(scopeOf('A001', 'alliance')).rejects.toMatchObject({ code: 40301 });
  });

  it('gives a supplier administrator the supplier unit (product.md §6)', async () => {
    expect(await codesOf((await scopeOf('S001', 'supplier')).unitIds)).toEqual(['S001']);
  });
});
