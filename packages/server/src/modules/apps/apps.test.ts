import { ResultCode, type AppInfo } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPS } from '../../db/demo-data';
import { DISABLED_APPS } from '../../db/demo/org';
import {
  createTestApp,
  envelopeOf,
  getWithToken,
  loginAs,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function launcherCodes(unitCode: string, userCode: string): Promise<string[]> {
  const { jwtToken } = await loginAs(t.app, unitCode, userCode);
  const envelope = envelopeOf<AppInfo[]>(await getWithToken(t.app, '/uc/app/apps', jwtToken));
  expect(envelope.result).toBe(0);
  return envelope.retVal.map((a) => a.code);
}

describe('GET /uc/app/apps: the launcher list (product.md §2.7, api-contract.md §7.6)', () => {
  it("lists only the unit's enabled SSO apps, without UC, in sort order (frontdesk at H001)", async () => {
    // H001 is granted UC, OPS (sso F) and DATACENTER (switched off) as well: none is listed.
    expect(await launcherCodes('H001', 'frontdesk')).toEqual([
      'DEMO_CHILD',
      'SSO',
      'GC',
      'GCYM',
      'WK',
      'COUPON',
      // The example child app on the other host (README "Demo"), sorted last of the apps.
      'DEMO_REMOTE',
    ]);
  });

  it('lists every SSO app but UC for the platform administrator', async () => {
    const expected = DEMO_APPS.filter(
      (a) => a.sso === 'T' && a.code !== 'UC' && !DISABLED_APPS.includes(a.code),
    ).map((a) => a.code);
    const codes = await launcherCodes('PLATFORM', 'admin');
    expect(codes).toEqual(expected);
    expect(codes).not.toContain('UC');
    expect(codes).not.toContain('OPS');
  });

  it('answers the AppInfo shape, with null href for apps without an address', async () => {
    const { jwtToken } = await loginAs(t.app, 'PLATFORM', 'admin');
    const apps = envelopeOf<AppInfo[]>(await getWithToken(t.app, '/uc/app/apps', jwtToken)).retVal;
    expect(apps.find((a) => a.code === 'DEMO_CHILD')).toEqual({
      code: 'DEMO_CHILD',
      descript: 'Demo Child App',
      logo: null,
      sLogo: null,
      href: '/examples/child-app/',
      sso: 'T',
    });
    expect(apps.find((a) => a.code === 'GCYM')?.href).toBeNull();
  });

  it('answers 50001 without a session (api-contract.md §8)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uc/app/apps' });
    expect(envelopeOf(response).result).toBe(ResultCode.LOGOUT);
  });
});

describe('GET /uc/org/code/{code}: the unit record (api-contract.md §7.5)', () => {
  it("answers the caller's own unit", async () => {
    const login = await loginAs(t.app, 'H001', 'frontdesk');
    const envelope = envelopeOf(await getWithToken(t.app, '/uc/org/code/H001', login.jwtToken));
    expect(envelope).toEqual({
      result: 0,
      msg: '',
      retVal: {
        id: login.unitId,
        uuid: login.orgUUID,
        code: 'H001',
        descript: 'Harbour Hotel Shanghai',
        logo: null,
        type: 'HOTEL',
        theme: null,
      },
    });
  });

  it('answers units below the caller, and refuses others like unknown ones (40401)', async () => {
    const group = await loginAs(t.app, 'G001', 'groupadmin');
    const h002 = envelopeOf(await getWithToken(t.app, '/uc/org/code/H002', group.jwtToken));
    expect(h002.result).toBe(0);
    const o001 = envelopeOf(await getWithToken(t.app, '/uc/org/code/O001', group.jwtToken));
    const unknown = envelopeOf(await getWithToken(t.app, '/uc/org/code/NOPE', group.jwtToken));
    expect(o001.result).toBe(ServerCode.NOT_FOUND);
    expect(unknown).toEqual(o001);
  });

  it('answers 50001 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uc/org/code/H001' });
    expect(envelopeOf(response).result).toBe(ResultCode.LOGOUT);
  });
});
