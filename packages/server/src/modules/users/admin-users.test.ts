import { ResultCode, type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import {
  type AdminUser,
  type AdminUserDetail,
  type UserListStatistic,
} from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, createTestApp, loginAs, postLogin, type TestApp } from '../../test/test-app';
import { createCaller, departmentId, unitId, userId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

type UserList = PagedResult<AdminUser> & { statistic: UserListStatistic };
const userCodes = (list: { retVal: UserList }) => list.retVal.datas.map((u) => u.userCode);

describe('GET /uc/user/list (product.md §2.5 /user/user-list, /user/unit-user-list)', () => {
  it("lists the caller's scope, one unit, a department subtree, by state", async () => {
    const group = await as<UserList>('G001/groupadmin', 'GET', '/uc/user/list', {
      query: { pageSize: '50' },
    });
    expect(group.retVal.totalRows).toBe(10);
    expect(group.retVal.statistic).toEqual({ enabled: 9, disabled: 1, locked: 1 });
    const h001 = await unitId(t.db, 'H001');
    const front = await departmentId(t.db, 'H001', 'FRONT');
    const dept = await as<UserList>('G001/groupadmin', 'GET', '/uc/user/list', {
      query: { unitId: h001, departmentId: front },
    });
    expect(userCodes(dept)).toEqual(['frontdesk', 'newhire', 'nightaudit']);
    const locked = await as<UserList>('G001/groupadmin', 'GET', '/uc/user/list', {
      query: { locked: 'T' },
    });
    expect(userCodes(locked)).toEqual(['lockedout']);
    const disabled = await as<UserList>('G001/groupadmin', 'GET', '/uc/user/list', {
      query: { status: 'disabled', keyword: 'former' },
    });
    expect(userCodes(disabled)).toEqual(['leaver']);
  });

  it('answers /user/groupAndHotelUsers for the session unit and its hotels (api-contract.md §7.4)', async () => {
    const list = await as<UserList>('G001/groupadmin', 'GET', '/uc/user/groupAndHotelUsers', {
      query: { unitCode: 'H002' },
    });
    expect(userCodes(list)).toEqual(['duty', 'lockedout', 'manager']);
    const hotel = await as<UserList>('H002/manager', 'GET', '/uc/user/groupAndHotelUsers', {
      query: { unitCode: 'H001' },
    });
    expect(hotel.result).toBe(ServerCode.NOT_FOUND);
  });
});

describe('GET /uc/user/detail (api-contract.md §8 "Failed to get detail of user")', () => {
  it('answers the detail with relations, and the catalogue message when out of scope', async () => {
    const id = await userId(t.db, 'G001', 'groupadmin');
    const detail = await as<AdminUserDetail>('PLATFORM/admin', 'GET', '/uc/user/detail', {
      query: { id },
    });
    expect(detail.retVal).toMatchObject({ userCode: 'groupadmin', deptCode: 'OFFICE' });
    expect(detail.retVal.units.map((u) => [u.unitCode, u.isAdmin])).toEqual([
      ['G001', 'T'],
      ['H001', 'F'],
      ['H002', 'F'],
      ['H003', 'F'],
    ]);
    const hidden = await as('H002/manager', 'GET', '/uc/user/detail', { query: { id } });
    expect(hidden).toMatchObject({ result: 40401, msg: 'Failed to get detail of user' });
  });
});

describe('POST /uc/user/add (product.md §5 "User add")', () => {
  const body = (extra: object = {}) => ({
    userCode: 'concierge',
    name: 'Concierge',
    email: 'concierge@harbour.example',
    unitName: 'Harbour Hotel Hangzhou',
    password: 'Welcome2026',
    ...extra,
  });

  it('adds a user who must change the password; refuses a taken code', async () => {
    const added = await as<AdminUserDetail>('H002/manager', 'POST', '/uc/user/add', {
      body: body({ mobile: '13900000000', sex: 'male' }),
    });
    expect(added.retVal).toMatchObject({
      unitCode: 'H002',
      firstLogin: 'T',
      createUser: 'manager',
    });
    const login = await postLogin(t.app, {
      unitCode: 'H002',
      userCode: 'concierge',
      password: 'Welcome2026',
    });
    expect(login.json()).toMatchObject({ result: 0, retVal: { pwdChange: true } });
    const again = await as('H002/manager', 'POST', '/uc/user/add', { body: body() });
    expect(again).toMatchObject({ result: 40001, msg: 'User code already exists' });
  });

  it('answers the shared rules and the unit PASSWORD_STRATEGY (G001: upper, lower, 8)', async () => {
    const symbol = await as('H002/manager', 'POST', '/uc/user/add', {
      body: body({ userCode: '-x' }),
    });
    expect(symbol.result).toBe(40001);
    const noEmail = await as('H002/manager', 'POST', '/uc/user/add', {
      body: body({ userCode: 'x1', email: '' }),
    });
    expect(noEmail.msg).toBe('Please enter the e-mail');
    const weak = await as('G001/groupadmin', 'POST', '/uc/user/add', {
      body: body({ userCode: 'x2', password: 'abc12345' }),
    });
    expect(weak.msg).toBe(
      'must contain digits, capital letters, lowercase letters, the minimum length is 8 characters',
    );
    const badDept = await as('H002/manager', 'POST', '/uc/user/add', {
      body: body({ userCode: 'x3', departmentId: await departmentId(t.db, 'H001', 'FRONT') }),
    });
    expect(badDept.msg).toBe("The department must belong to the user's unit");
  });
});

describe('user update, state, unlock, reset password, delete (product.md §4)', () => {
  it('updates by the contact rules and names the field', async () => {
    const id = await userId(t.db, 'H002', 'duty');
    const bad = await as('H002/manager', 'PUT', '/uc/user/update', {
      body: { id, mobile: '123' },
    });
    expect(bad.msg).toBe('Please enter 11 valid mobile numbers.');
    const saved = await as<AdminUserDetail>('H002/manager', 'POST', '/uc/user/update', {
      body: { id, name: 'Duty Manager (nights)', email: '', address: 'Hangzhou' },
    });
    expect(saved.retVal).toMatchObject({ name: 'Duty Manager (nights)', address: 'Hangzhou' });
  });

  it('disables (ending sessions) and enables; never the caller', async () => {
    const duty = await loginAs(t.app, 'H002', 'duty');
    const id = await userId(t.db, 'H002', 'duty');
    const off = await as<AdminUserDetail>('H002/manager', 'POST', '/uc/user/updateState', {
      body: { id, status: 'disabled' },
    });
    expect(off.retVal.status).toBe('disabled');
    const after = await call(t.app, 'GET', '/uc/app/apps', { token: duty.jwtToken });
    expect(after.result).toBe(ResultCode.LOGOUT);
    await as('H002/manager', 'POST', '/uc/user/updateState', { body: { id, status: 'enabled' } });
    const self = await as('H002/manager', 'POST', '/uc/user/updateState', {
      body: { id: await userId(t.db, 'H002', 'manager'), status: 'disabled' },
    });
    expect(self.msg).toBe('You cannot disable or delete your own account');
  });

  it('unlocks a locked user, who can sign in again (product.md §4)', async () => {
    const id = await userId(t.db, 'H002', 'lockedout');
    const unlocked = await as<AdminUserDetail>('H002/manager', 'POST', '/uc/user/unlock', {
      body: { id },
    });
    expect(unlocked.retVal.locked).toBe('F');
    await loginAs(t.app, 'H002', 'lockedout');
  });

  it('resets a password by the reset rule and the unit strategy; sessions end', async () => {
    const id = await userId(t.db, 'H001', 'frontdesk');
    const mismatch = await as('G001/groupadmin', 'POST', '/uc/user/resetPassword', {
      body: { id, passwd: 'Reset2026x', passwdCheck: 'Reset2026y' },
    });
    expect(mismatch.msg).toBe('The passwords entered are inconsistent');
    const weak = await as('G001/groupadmin', 'POST', '/uc/user/resetPassword', {
      body: { id, passwd: 'reset2026', passwdCheck: 'reset2026' },
    });
    expect(weak.result).toBe(ServerCode.INVALID_INPUT);
    const session = await loginAs(t.app, 'H001', 'frontdesk');
    const done = await as('G001/groupadmin', 'POST', '/uc/user/resetPassword', {
      body: { id, passwd: 'Reset2026x', passwdCheck: 'Reset2026x' },
    });
    expect(done.result).toBe(0);
    const old = await call(t.app, 'GET', '/uc/app/apps', { token: session.jwtToken });
    expect(old.result).toBe(ResultCode.LOGOUT);
    expect((await loginAs(t.app, 'H001', 'frontdesk', 'Reset2026x')).pwdChange).toBe(true);
  });

  it('deletes a user of the scope, never one outside it', async () => {
    const id = await userId(t.db, 'H001', 'contractor');
    const foreign = await as('H002/manager', 'POST', '/uc/user/delete', { body: { id } });
    expect(foreign.result).toBe(ServerCode.NOT_FOUND);
    const done = await as('G001/groupadmin', 'DELETE', '/uc/user/delete', { query: { id } });
    expect(done.result).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
  });
});
