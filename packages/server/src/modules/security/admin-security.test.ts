import { type PagedResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { type LoginLimitRow, type UnitSecuritySettings } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipWhitelist } from '../../db/schema';
import { createTestApp, postLogin, type TestApp } from '../../test/test-app';
import { createCaller, unitId, userId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /uc/safety/settings (product.md §2.5 /safety)', () => {
  it('answers the settings, the IP list and the exception users of a unit', async () => {
    const h002 = await as<UnitSecuritySettings>('H002/manager', 'GET', '/uc/safety/settings');
    expect(h002.retVal).toMatchObject({
      unitCode: 'H002',
      repeatLogin: 'T',
      lockScreenMinutes: 15,
      exceptions: [{ userCode: 'duty', kind: 'REPEAT_LOGIN' }],
    });
    const t002 = await as<UnitSecuritySettings>('PLATFORM/admin', 'GET', '/uc/safety/settings', {
      query: { unitId: await unitId(t.db, 'T002') },
    });
    expect(t002.retVal.ipList).toHaveLength(4);
    // A unit without a row answers the defaults.
    const h003 = await as<UnitSecuritySettings>('G001/groupadmin', 'GET', '/uc/safety/settings', {
      query: { unitId: await unitId(t.db, 'H003') },
    });
    expect(h003.retVal).toMatchObject({ ipWhitelist: 'F', maxFailedAttempts: 5, lockMinutes: 15 });
  });
});

describe('security saves (product.md §2.5 ipWhite, sms, lockScreen, repeatLogin)', () => {
  it('saves the switches given, validated, and keeps the rest', async () => {
    const h003 = await unitId(t.db, 'H003');
    const saved = await as<UnitSecuritySettings>('G001/groupadmin', 'PUT', '/uc/safety/save', {
      body: { unitId: h003, smsValidation: 'T', lockScreenMinutes: 20, maxFailedAttempts: 4 },
    });
    expect(saved.retVal).toMatchObject({
      smsValidation: 'T',
      lockScreenMinutes: 20,
      lockMinutes: 15,
    });
    const off = await as<UnitSecuritySettings>('G001/groupadmin', 'POST', '/uc/safety/save', {
      body: { unitId: h003, smsValidation: 'F', lockScreenMinutes: null },
    });
    expect(off.retVal).toMatchObject({
      smsValidation: 'F',
      lockScreenMinutes: null,
      maxFailedAttempts: 4,
    });
    const bad = await as('G001/groupadmin', 'POST', '/uc/safety/save', {
      body: { unitId: h003, lockMinutes: 0 },
    });
    expect(bad).toMatchObject({ result: 40001, msg: expect.stringContaining('lockMinutes') });
  });

  it('replaces the IP whitelist, refusing a malformed entry, enforced at sign-in', async () => {
    const t002 = await unitId(t.db, 'T002');
    const bad = await as('PLATFORM/admin', 'POST', '/uc/safety/saveIpWhitelist', {
      body: { unitId: t002, entries: [{ ip: '10.0.0.0/40' }] },
    });
    expect(bad.msg).toBe('IP whitelist: 10.0.0.0/40 is not an IP address or CIDR block');
    expect(await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.unitId, t002))).toHaveLength(
      4,
    );
    const saved = await as<UnitSecuritySettings>(
      'PLATFORM/admin',
      'POST',
      '/uc/safety/saveIpWhitelist',
      {
        body: {
          unitId: t002,
          entries: [{ ip: '203.0.113.0/24', groupName: 'office' }, { ip: '203.0.113.0/24' }],
        },
      },
    );
    expect(saved.retVal.ipList).toEqual([
      { groupName: 'office', ip: '203.0.113.0/24', remark: null },
    ]);
    const refused = await postLogin(t.app, {
      unitCode: 'T002',
      userCode: 'maple',
      password: 'Portico#2026',
    });
    expect(refused.json().result).toBe(UcCode.IP_NOT_ALLOWED);
  });

  it('sets the exception users of a rule, members of the unit only', async () => {
    const h002 = await unitId(t.db, 'H002');
    const lockedout = await userId(t.db, 'H002', 'lockedout');
    const saved = await as<UnitSecuritySettings>(
      'H002/manager',
      'POST',
      '/uc/safety/saveExceptions',
      {
        body: { unitId: h002, kind: 'REPEAT_LOGIN', userIds: [lockedout] },
      },
    );
    expect(saved.retVal.exceptions.map((e) => e.userCode)).toEqual(['lockedout']);
    const stranger = await as('H002/manager', 'POST', '/uc/safety/saveExceptions', {
      body: { unitId: h002, kind: 'ALL', userIds: [await userId(t.db, 'H001', 'frontdesk')] },
    });
    expect(stranger.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('login limits (product.md §2.5 /login-limit/login-limit-list)', () => {
  it('adds, changes, lists and deletes limits; the window must not end before it starts', async () => {
    const t001 = await unitId(t.db, 'T001');
    const list = await as<PagedResult<LoginLimitRow>>(
      'PLATFORM/admin',
      'GET',
      '/uc/loginLimit/list',
      {
        query: { unitId: t001 },
      },
    );
    expect(list.retVal.datas).toEqual([
      expect.objectContaining({ weekdays: '1111100', userId: null }),
    ]);
    const body = { unitId: t001, weekdays: '0000011', startTime: '09:00', endTime: '18:00' };
    const backwards = await as('PLATFORM/admin', 'POST', '/uc/loginLimit/save', {
      body: { ...body, startTime: '19:00' },
    });
    expect(backwards.msg).toBe('The start time must not be after the end time');
    const badDays = await as('PLATFORM/admin', 'POST', '/uc/loginLimit/save', {
      body: { ...body, weekdays: '12' },
    });
    expect(badDays.msg).toContain('weekdays');
    const traveldesk = await userId(t.db, 'T001', 'traveldesk');
    const added = await as<LoginLimitRow>('PLATFORM/admin', 'POST', '/uc/loginLimit/save', {
      body: { ...body, userId: traveldesk, remark: 'weekends' },
    });
    expect(added.retVal).toMatchObject({ userCode: 'traveldesk', enabled: 'T' });
    const changed = await as<LoginLimitRow>('PLATFORM/admin', 'PUT', '/uc/loginLimit/save', {
      body: { ...body, id: added.retVal.id, enabled: 'F' },
    });
    expect(changed.retVal).toMatchObject({ id: added.retVal.id, enabled: 'F', userId: null });
    const gone = await as('PLATFORM/admin', 'DELETE', '/uc/loginLimit/delete', {
      query: { id: added.retVal.id },
    });
    expect(gone.result).toBe(0);
  });
});
