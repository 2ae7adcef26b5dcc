import { ResultCode } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import {
  encodeMobileCodeKey,
  type UnitProjection,
  type UserUnitRelation,
} from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, users } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId, userId } from '../../test/admin-test-kit';

/**
 * The user calls of api-contract.md §7.4 listed without bodies: zone, company and supplier
 * relations, unit projections (product.md §6 user–unit relations) and decrypt. Callers:
 * PLATFORM/admin (every unit), G001/groupadmin (G001 and its hotels), H002/manager (H002 only),
 * H001/frontdesk (administers nothing).
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

const codes = (relations: UserUnitRelation[]) => relations.map((r) => r.unitCode).sort();
async function areaId(unitCode: string, code: string) {
  const [row] = await t.db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.unitId, await unitId(t.db, unitCode)), eq(areas.code, code)));
  return row!.id;
}

describe('PUT /user/saveUserZoneInfo, saveUserCompanyInfo, saveUserSupplier (§7.4)', () => {
  it('zones: the user may sign in to the hotels of the chosen areas, no others', async () => {
    const nightaudit = await userId(t.db, 'H001', 'nightaudit');
    const east = await as<UserUnitRelation[]>(
      'PLATFORM/admin',
      'PUT',
      '/uc/user/saveUserZoneInfo',
      {
        body: { userId: nightaudit, areaIds: [await areaId('G001', 'EAST')] },
      },
    );
    expect(east.result).toBe(0);
    // H001 is the home unit, never a relation; H002 is the other hotel of EAST.
    expect(codes(east.retVal)).toEqual(['H002']);
    const south = await as<UserUnitRelation[]>(
      'PLATFORM/admin',
      'PUT',
      '/uc/user/saveUserZoneInfo',
      {
        body: { userId: nightaudit, areaIds: [await areaId('G001', 'SOUTH')] },
      },
    );
    expect(codes(south.retVal)).toEqual(['H003']);
  });

  it('companies: only COMPAN units; another type is refused naming the field', async () => {
    const nightaudit = await userId(t.db, 'H001', 'nightaudit');
    const saved = await as<UserUnitRelation[]>(
      'PLATFORM/admin',
      'POST',
      '/uc/user/saveUserCompanyInfo',
      {
        body: { userId: nightaudit, unitIds: [await unitId(t.db, 'G002')] },
      },
    );
    expect(saved.result).toBe(0);
    expect(codes(saved.retVal)).toContain('G002');
    const wrong = await as('PLATFORM/admin', 'PUT', '/uc/user/saveUserCompanyInfo', {
      body: { userId: nightaudit, unitIds: [await unitId(t.db, 'H002')] },
    });
    expect(wrong.result).toBe(ServerCode.INVALID_INPUT);
    expect(wrong.msg).toContain('unitIds');
  });

  it('supplier: the administrator flag for users of a supplier unit, and supplier relations', async () => {
    const supplier = await userId(t.db, 'S001', 'supplier');
    const off = await as('PLATFORM/admin', 'PUT', '/uc/user/saveUserSupplier', {
      body: { userId: supplier, isSupplierAdmin: 'F', unitIds: [await unitId(t.db, 'S002')] },
    });
    expect(off.result).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, supplier));
    expect(row?.isSupplierAdmin).toBe('F');
    const hotelUser = await as('PLATFORM/admin', 'PUT', '/uc/user/saveUserSupplier', {
      body: { userId: await userId(t.db, 'H001', 'nightaudit'), isSupplierAdmin: 'T' },
    });
    expect(hotelUser.result).toBe(ServerCode.INVALID_INPUT);
    expect(hotelUser.msg).toContain('isSupplierAdmin');
  });

  it("refuses another unit's administrator (40401) and a non-administrator (40301)", async () => {
    const body = { userId: await userId(t.db, 'H001', 'nightaudit'), unitIds: [] };
    const foreign = await as('H002/manager', 'PUT', '/uc/user/saveUserCompanyInfo', { body });
    expect(foreign.result).toBe(ServerCode.NOT_FOUND);
    const nobody = await as('H001/frontdesk', 'PUT', '/uc/user/saveUserCompanyInfo', { body });
    expect(nobody.result).toBe(ServerCode.FORBIDDEN);
  });
});

describe('unit projections (§7.4 unitProjectionIn…, editProjectionIn…)', () => {
  it('reads and edits a hotel user in the group above', async () => {
    const query = { userCode: 'frontdesk', unitId: await unitId(t.db, 'H001') };
    const before = await as<UnitProjection>(
      'G001/groupadmin',
      'GET',
      '/uc/user/unitProjectionInParent',
      { query },
    );
    expect(before.retVal).toMatchObject({ unitCode: 'G001', related: 'F', canLogin: 'F' });
    const edited = await as<UnitProjection>(
      'G001/groupadmin',
      'PUT',
      '/uc/user/editProjectionInParent',
      {
        body: { ...query, related: 'T', isAgentAdmin: 'T' },
      },
    );
    expect(edited.retVal).toMatchObject({
      unitCode: 'G001',
      related: 'T',
      isAgentAdmin: 'T',
      canLogin: 'T',
    });
    const removed = await as<UnitProjection>(
      'G001/groupadmin',
      'POST',
      '/uc/user/editProjectionInParent',
      {
        body: { ...query, related: 'F' },
      },
    );
    expect(removed.retVal.related).toBe('F');
  });

  it('reads a group user in a hotel below; a unit not below answers 40401', async () => {
    const G001 = await unitId(t.db, 'G001');
    const inChild = await as<UnitProjection>(
      'PLATFORM/admin',
      'GET',
      '/uc/user/unitProjectionInChild',
      {
        query: { userCode: 'groupadmin', unitId: G001, childId: await unitId(t.db, 'H001') },
      },
    );
    expect(inChild.result).toBe(0);
    expect(inChild.retVal.unitCode).toBe('H001');
    const notBelow = await as('PLATFORM/admin', 'GET', '/uc/user/unitProjectionInChild', {
      query: { userCode: 'groupadmin', unitId: G001, childId: await unitId(t.db, 'H101') },
    });
    expect(notBelow.result).toBe(ServerCode.NOT_FOUND);
  });

  it("a hotel administrator cannot reach the group's relations (40401)", async () => {
    const answer = await as('H002/manager', 'GET', '/uc/user/unitProjectionInParent', {
      query: { userCode: 'manager', unitId: await unitId(t.db, 'H002') },
    });
    expect(answer.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('POST /user/decrypt (§7.4 "params; returns plain value")', () => {
  it('answers the plain text of an encodedCode', async () => {
    const value = encodeMobileCodeKey('D001', 'distributor');
    const answer = await as<string>('H001/frontdesk', 'POST', '/uc/user/decrypt', {
      query: { value },
    });
    expect(answer).toMatchObject({ result: 0, retVal: 'D001:distributor' });
  });

  it('refuses a value that is not one, and a caller without a session', async () => {
    const bad = await as('H001/frontdesk', 'POST', '/uc/user/decrypt', { query: { value: '%%' } });
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    expect(bad.msg).toContain('value');
    const anonymous = await call(t.app, 'POST', '/uc/user/decrypt', { query: { value: 'x' } });
    expect(anonymous.result).toBe(ResultCode.LOGOUT);
  });
});
