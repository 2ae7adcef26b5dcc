import { translate, type LoginResult, type MenuItem } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTokenFor, call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The hub's own app code (appConfig.json): what the console sends as changeLoginInfo's appCode. */
const HUB = 'SSO';

function identities(menus: MenuItem[]): string[] {
  return menus.flatMap((m) => [m.identity, ...identities(m.children ?? [])]);
}

async function switchUnit(token: string, orgCode: string, appCode = HUB): Promise<string> {
  const envelope = await call<string>(t.app, 'POST', '/uc/sso/changeLoginInfo', {
    token,
    body: { orgCode, appCode },
  });
  expect(envelope.msg).toBe('');
  expect(envelope.result).toBe(0);
  return envelope.retVal;
}

/** What the hub reads after the switch and after a reload: getLoginByToken, then reLogin. */
async function loginInfo(token: string): Promise<LoginResult> {
  const byToken = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', { token });
  expect(byToken.result).toBe(0);
  const again = await call<LoginResult>(t.app, 'POST', '/uc/sso/reLogin', { token });
  expect(again.result).toBe(0);
  expect(identities(again.retVal.menus)).toEqual(identities(byToken.retVal.menus));
  return byToken.retVal;
}

const appCodes = (info: LoginResult) => info.apps.map((a) => a.code);

describe('unit switch keeps a working session (product.md §4 "Unit switch", §6 unit-switch list, api-contract.md §7.3 changeLoginInfo)', () => {
  it('group user: the hotel’s menus and apps for the hub, and the group’s again after switching back', async () => {
    const home = await loginAs(t.app, 'G001', 'groupadmin');
    const homeMenus = identities(home.menus);
    expect(homeMenus).toContain('UC_ORG');

    const inHotel = await loginInfo(await switchUnit(home.jwtToken, 'H001'));
    expect(inHotel).toMatchObject({ userCode: 'groupadmin', unitCode: 'H001' });
    // H001 gives groupadmin the hotel-staff role: its user-centre menus, not the group's.
    expect(identities(inHotel.menus)).toEqual(expect.arrayContaining(['UC_HELP']));
    expect(identities(inHotel.menus)).not.toContain('UC_ORG');
    expect(appCodes(inHotel)).toContain('WK');
    expect(appCodes(inHotel)).not.toContain('USERM');

    const back = await loginInfo(await switchUnit(inHotel.jwtToken, 'G001'));
    expect(back.unitCode).toBe('G001');
    expect(identities(back.menus)).toEqual(homeMenus);
    expect(appCodes(back)).toEqual(appCodes(home));
  });

  it('platform user: any unit, with the platform roles’ menus of that unit’s apps, and back', async () => {
    const home = await loginAs(t.app, 'PLATFORM', 'admin');
    const homeMenus = identities(home.menus);
    expect(homeMenus.length).toBeGreaterThan(0);

    for (const unit of ['H001', 'S002', 'G002']) {
      const switched = await loginInfo(await switchUnit(home.jwtToken, unit));
      expect(switched.unitCode).toBe(unit);
      // The user centre's menus: every unit has opened it, so the platform's menus show.
      expect(identities(switched.menus)).toEqual(homeMenus);
      const back = await loginInfo(await switchUnit(switched.jwtToken, 'PLATFORM'));
      expect(identities(back.menus)).toEqual(homeMenus);
      home.jwtToken = back.jwtToken;
    }
    const s002 = await loginInfo(await switchUnit(home.jwtToken, 'S002'));
    expect(appCodes(s002).sort()).toEqual(['DEMO_CHILD', 'DEMO_REMOTE', 'SSO', 'UC']);
  });

  it('a child app’s session does not switch (40305): the hub switches, and its session stays', async () => {
    const home = await loginAs(t.app, 'G001', 'groupadmin');
    const gcToken = await appTokenFor(t.app, home.jwtToken, 'GC');
    const refused = await call(t.app, 'POST', '/uc/sso/changeLoginInfo', {
      token: gcToken,
      body: { orgCode: 'H001', appCode: 'GC' },
    });
    expect(refused.result).toBe(UcCode.HUB_SESSION_REQUIRED);
    expect((await loginInfo(gcToken)).unitCode).toBe('G001');
  });

  it('refuses a unit outside the caller’s list with an envelope error, and the session stays', async () => {
    const { jwtToken, menus } = await loginAs(t.app, 'G001', 'groupadmin');
    for (const orgCode of ['G002', 'H101', 'PLATFORM']) {
      const refused = await call(t.app, 'POST', '/uc/sso/changeLoginInfo', {
        token: jwtToken,
        body: { orgCode, appCode: HUB },
        headers: { language: 'zh-CN' },
      });
      expect(refused).toEqual({
        result: UcCode.UNIT_NOT_ALLOWED,
        msg: translate('zh-CN', 'serverAdmin.unitNotAllowed'),
        retVal: null,
      });
    }
    const still = await loginInfo(jwtToken);
    expect(still.unitCode).toBe('G001');
    expect(identities(still.menus)).toEqual(identities(menus));
  });
});
