import { type LoginResult, type PagedResult } from '@portico/sdk';
import { type UnitNode, ServerCode, UcCode } from '@portico/sdk/internal';
import { type CasGrant, type ResourceDiagnosis, type TypedResource } from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, unitApps } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId } from '../../test/admin-test-kit';

/**
 * Calls of api-contract.md §7.5–§7.6 without shown payloads: /inter/org/orgs/blur,
 * /api/authz/cas/granting, iHotel selectHotel, /{type}/resource and /resource/diagnosis.
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

describe('GET /inter/org/orgs/blur (§7.5)', () => {
  it('finds units by a fragment of code or name, paged, among those the caller may switch to', async () => {
    const all = await as<PagedResult<UnitNode>>(
      'PLATFORM/admin',
      'GET',
      '/uc/inter/org/orgs/blur',
      {
        query: { keyword: 'harbour', firstResult: '0', pageSize: '2' },
      },
    );
    expect(all.result).toBe(0);
    expect(all.retVal.datas).toHaveLength(2);
    expect(all.retVal.totalRows).toBeGreaterThan(2);
    const own = await as<PagedResult<UnitNode>>(
      'H001/frontdesk',
      'GET',
      '/uc/inter/org/orgs/blur',
      {
        query: { keyword: 'H00' },
      },
    );
    expect(own.retVal.datas.map((u) => u.code)).toEqual(['H001']);
  });
});

describe('GET /api/authz/cas/granting (§7.6)', () => {
  it("lists the launcher's apps with the origin a ticket's service must have", async () => {
    const answer = await as<CasGrant[]>('H001/frontdesk', 'GET', '/uc/api/authz/cas/granting');
    expect(answer.result).toBe(0);
    expect(answer.retVal.length).toBeGreaterThan(0);
    for (const grant of answer.retVal) {
      expect(grant.appCode).not.toBe('UC');
      expect(new URL(grant.service).origin).toBe(grant.service);
    }
  });
});

describe('POST /pms/selectHotel (§7.6 iHotel)', () => {
  it("opens an app in one of the group's hotels and answers that hotel's login result", async () => {
    const [opened] = await t.db
      .select({ appCode: unitApps.appCode })
      .from(unitApps)
      .where(and(eq(unitApps.unitId, await unitId(t.db, 'H002')), eq(unitApps.enabled, true)));
    const answer = await as<LoginResult>('G001/groupadmin', 'POST', '/uc/pms/selectHotel', {
      body: { unitCode: 'H002', appCode: opened!.appCode },
    });
    expect(answer.result).toBe(0);
    expect(answer.retVal.unitCode).toBe('H002');
    expect(answer.retVal.jwtToken).toBeTruthy();
  });

  it('refuses a hotel out of reach and a unit that is not a hotel with 40302', async () => {
    for (const [caller, unitCode] of [
      ['H001/frontdesk', 'H101'],
      ['G001/groupadmin', 'G001'],
    ] as const) {
      const answer = await as(caller, 'POST', '/uc/pms/selectHotel', {
        body: { unitCode, appCode: 'GC' },
      });
      expect(answer.result, `${caller} → ${unitCode}`).toBe(UcCode.UNIT_NOT_ALLOWED);
    }
  });
});

describe('GET /{type}/resource?name (§7.6)', () => {
  it('lists menus and reports the caller holds; name narrows', async () => {
    const menuList = await as<TypedResource[]>('PLATFORM/admin', 'GET', '/uc/menu/resource');
    expect(menuList.result).toBe(0);
    expect(menuList.retVal.length).toBeGreaterThan(0);
    const first = menuList.retVal[0]!;
    const narrowed = await as<TypedResource[]>('PLATFORM/admin', 'GET', '/uc/menu/resource', {
      query: { name: first.name, appCode: first.appCode },
    });
    expect(narrowed.retVal.map((r) => r.identity)).toContain(first.identity);
    expect(narrowed.retVal.length).toBeLessThanOrEqual(menuList.retVal.length);
    const reports = await as<TypedResource[]>('PLATFORM/admin', 'GET', '/uc/report/resource');
    expect(reports.retVal.every((r) => r.type === 'report')).toBe(true);
  });

  it('refuses an unknown type naming it', async () => {
    const answer = await as('PLATFORM/admin', 'GET', '/uc/castle/resource');
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).toContain('type');
  });
});

describe('GET /resource/diagnosis (§7.6, /apply/verification)', () => {
  async function menuId(identity: string) {
    const [row] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.identity, identity));
    return row!.id;
  }

  it('agrees with what the user gets from /resource/menu, and names the granting roles', async () => {
    const holder = await as<TypedResource[]>('H001/frontdesk', 'GET', '/uc/menu/resource');
    const held = holder.retVal[0]!;
    const [heldMenu] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.identity, held.identity), eq(menus.appCode, held.appCode)));
    const answer = await as<ResourceDiagnosis>('PLATFORM/admin', 'GET', '/uc/resource/diagnosis', {
      query: { resourceId: heldMenu!.id, unitCode: 'H001', userCode: 'frontdesk' },
    });
    expect(answer.result).toBe(0);
    expect(answer.retVal).toMatchObject({ granted: true, appOpen: true, userEnabled: 'T' });
    expect(answer.retVal.grants.length).toBeGreaterThan(0);
    expect(answer.retVal.resource.identity).toBe(held.identity);
  });

  it('answers granted false for a menu the user lacks', async () => {
    const held = new Set(
      (await as<TypedResource[]>('H001/frontdesk', 'GET', '/uc/menu/resource')).retVal.map(
        (r) => r.identity,
      ),
    );
    const all = await t.db.select({ id: menus.id, identity: menus.identity }).from(menus);
    const missing = all.find((m) => !held.has(m.identity))!;
    const answer = await as<ResourceDiagnosis>('PLATFORM/admin', 'GET', '/uc/resource/diagnosis', {
      query: { resourceId: missing.id, unitCode: 'H001', userCode: 'frontdesk' },
    });
    expect(answer.retVal.granted).toBe(false);
    expect(answer.retVal.grants).toEqual([]);
  });

  it("refuses another unit's administrator (40401) and a non-administrator (40301)", async () => {
    const query = {
      resourceId: await menuId('GC_REVENUE'),
      unitCode: 'H001',
      userCode: 'frontdesk',
    };
    expect((await as('H002/manager', 'GET', '/uc/resource/diagnosis', { query })).result).toBe(
      ServerCode.NOT_FOUND,
    );
    expect((await as('H001/frontdesk', 'GET', '/uc/resource/diagnosis', { query })).result).toBe(
      ServerCode.FORBIDDEN,
    );
  });
});
