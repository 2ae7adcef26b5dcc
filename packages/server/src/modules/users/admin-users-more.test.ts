import { ResultCode } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { type AdminUserDetail } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, createTestApp, loginAs, postLogin, type TestApp } from '../../test/test-app';
import { createCaller, departmentId, userId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const DEMO = 'Portico#2026';

describe('POST /uc/user/lock (product.md §4 "locked")', () => {
  it('locks until an unlock: sessions end, the right password is refused, unlock opens', async () => {
    const id = await userId(t.db, 'H002', 'duty');
    const session = await loginAs(t.app, 'H002', 'duty');
    const locked = await as<AdminUserDetail>('H002/manager', 'POST', '/uc/user/lock', {
      body: { id },
    });
    expect(locked.retVal.locked).toBe('T');
    const old = await call(t.app, 'GET', '/uc/app/apps', { token: session.jwtToken });
    expect(old.result).toBe(ResultCode.LOGOUT);
    const refused = await postLogin(t.app, { unitCode: 'H002', userCode: 'duty', password: DEMO });
    expect(refused.json()).toMatchObject({ result: ServerCode.ACCOUNT_LOCKED });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.lockedUntil).toBeNull();
    await as('H002/manager', 'POST', '/uc/user/unlock', { body: { id } });
    await loginAs(t.app, 'H002', 'duty');
  });

  it('never locks the caller, nor a user out of scope', async () => {
    const self = await as('H002/manager', 'POST', '/uc/user/lock', {
      body: { id: await userId(t.db, 'H002', 'manager') },
    });
    expect(self.msg).toBe('You cannot disable or delete your own account');
    const foreign = await as('H002/manager', 'POST', '/uc/user/lock', {
      body: { id: await userId(t.db, 'H001', 'frontdesk') },
    });
    expect(foreign.result).toBe(ServerCode.NOT_FOUND);
    const bad = await as('H002/manager', 'POST', '/uc/user/lock', { body: { id: 'x' } });
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
  });
});

describe('PUT /uc/user/update clears optional fields (product.md §3 "User")', () => {
  it('null or blank empties a field (NULL stored); an absent field stays', async () => {
    const id = await userId(t.db, 'H001', 'nightaudit');
    const front = await departmentId(t.db, 'H001', 'FRONT');
    const filled = await as<AdminUserDetail>('G001/groupadmin', 'PUT', '/uc/user/update', {
      body: {
        id,
        email: 'night@harbour.example',
        mobile: '13900000001',
        sex: 'female',
        birth: '1990-02-03',
        address: 'Shanghai',
        expireTime: '2030-01-01',
        pmsAccount: 'PMS-NIGHT',
        departmentId: front,
      },
    });
    expect(filled.retVal).toMatchObject({ email: 'night@harbour.example', deptCode: 'FRONT' });
    const cleared = await as<AdminUserDetail>('G001/groupadmin', 'PUT', '/uc/user/update', {
      body: {
        id,
        email: null,
        mobile: '',
        sex: null,
        birth: null,
        address: '  ',
        expireTime: null,
        pmsAccount: null,
        departmentId: null,
      },
    });
    expect(cleared.retVal).toMatchObject({
      email: null,
      mobile: null,
      sex: null,
      birth: null,
      address: null,
      expireTime: null,
      pmsAccount: null,
      departmentId: null,
      name: filled.retVal.name,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: null, departmentId: null, expireTime: null });
  });

  it('leaves absent fields as they are and still checks what is given', async () => {
    const id = await userId(t.db, 'H001', 'frontdesk');
    const before = await as<AdminUserDetail>('G001/groupadmin', 'GET', '/uc/user/detail', {
      query: { id },
    });
    const renamed = await as<AdminUserDetail>('G001/groupadmin', 'PUT', '/uc/user/update', {
      body: { id, name: 'Front Desk' },
    });
    expect(renamed.retVal).toMatchObject({
      name: 'Front Desk',
      email: before.retVal.email,
      departmentId: before.retVal.departmentId,
    });
    const bad = await as('G001/groupadmin', 'PUT', '/uc/user/update', {
      body: { id, email: 'not-an-address' },
    });
    expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    const otherUnit = await as('G001/groupadmin', 'PUT', '/uc/user/update', {
      body: { id, departmentId: await departmentId(t.db, 'H002', 'FRONT') },
    });
    expect(otherUnit.msg).toBe("The department must belong to the user's unit");
  });
});
