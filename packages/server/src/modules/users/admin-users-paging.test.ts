import type { PagedResult } from '@portico/sdk';
import type { AdminUser, UserListStatistic } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, departmentId, unitId } from '../../test/admin-test-kit';

/**
 * Order and counts of the paged user lists (product.md §2.5 /user/user-list, /user/unit-user-list;
 * api-contract.md §7.1 firstResult/pageSize paging) on a unit with several departments, statuses
 * and locks: pages follow unit code then user code, the total follows the filters, the statistic
 * counts the list without the status and lock filters (an expired lock is no lock). Pins what the
 * speed-up of modules/users/admin-users.ts `pageOf` must keep.
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
type UserList = PagedResult<AdminUser> & { statistic: UserListStatistic };
let h001: string;
let before: UserList;

const HOUR = 3_600_000;
const list = (query: Record<string, string>, account = 'G001/groupadmin') =>
  as<UserList>(account, 'GET', '/uc/user/list', { query }).then((r) => r.retVal);
const codes = (page: UserList) => page.datas.map((u) => u.userCode);
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every row of a list, read `size` rows at a time. */
async function allPages(query: Record<string, string>, size: number): Promise<AdminUser[]> {
  const rows: AdminUser[] = [];
  for (let first = 0; ; first += size) {
    const page = await list({ ...query, firstResult: String(first), pageSize: String(size) });
    rows.push(...page.datas);
    if (first + size >= page.totalRows) return rows;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
  h001 = await unitId(t.db, 'H001');
  before = await list({ unitId: h001, pageSize: '50' });
  const dept = (code: string) => departmentId(t.db, 'H001', code);
  const add = async (userCode: string, extra: Partial<typeof users.$inferInsert>) =>
    t.db
      .insert(users)
      .values({ unitId: h001, userCode, name: userCode, passwordHash: 'x', ...extra });
  await add('a01', { departmentId: await dept('FRONT') });
  await add('b02', { departmentId: await dept('RECEPTION'), status: 'disabled' });
  await add('m03', {
    departmentId: await dept('NIGHT'),
    locked: 'T',
    lockedUntil: new Date(Date.now() + HOUR),
  });
  await add('p04', { departmentId: await dept('HOUSEKEEPING'), status: 'disabled', locked: 'T' });
  await add('x05', { locked: 'T', lockedUntil: new Date(Date.now() - HOUR) });
  await add('z06', { departmentId: await dept('NIGHT') });
});
afterAll(async () => {
  await t?.close();
});

describe('paged user lists keep their order and counts (product.md §2.5 /user/unit-user-list)', () => {
  it('pages one unit by user code, with the counts of the whole unit', async () => {
    const added = ['a01', 'b02', 'm03', 'p04', 'x05', 'z06'];
    const expected = [...codes(before), ...added].sort(byCode);
    expect(codes(before)).toEqual([...codes(before)].sort(byCode));
    const rows = await allPages({ unitId: h001 }, 3);
    expect(rows.map((u) => u.userCode)).toEqual(expected);
    expect(new Set(rows.map((u) => u.id)).size).toBe(expected.length);
    const whole = await list({ unitId: h001, pageSize: '50' });
    expect(whole.totalRows).toBe(expected.length);
    // a01, m03, x05, z06 enabled; b02, p04 disabled; m03 (until later) and p04 locked, x05 expired.
    expect(whole.statistic).toEqual({
      enabled: before.statistic.enabled + 4,
      disabled: before.statistic.disabled + 2,
      locked: before.statistic.locked + 2,
    });
    // The last, short page and a page past the end (pages past the middle are read backwards).
    const n = expected.length;
    const last = await list({ unitId: h001, firstResult: String(n - 1), pageSize: '3' });
    expect(codes(last)).toEqual([expected[n - 1]]);
    const tail = await list({ unitId: h001, firstResult: String(n - 4), pageSize: '3' });
    expect(codes(tail)).toEqual(expected.slice(n - 4, n - 1));
    const past = await list({ unitId: h001, firstResult: String(n), pageSize: '3' });
    expect(past).toMatchObject({ datas: [], totalRows: n });
    const m03 = whole.datas.find((u) => u.userCode === 'm03')!;
    expect(m03).toMatchObject({ unitCode: 'H001', deptCode: 'NIGHT', locked: 'T' });
    expect(whole.datas.find((u) => u.userCode === 'x05')).toMatchObject({
      deptCode: null,
      deptName: null,
      locked: 'F',
    });
  });

  it('counts the filtered total but the unfiltered statistic', async () => {
    const whole = await list({ unitId: h001, pageSize: '50' });
    const disabled = await list({ unitId: h001, status: 'disabled', pageSize: '1' });
    expect(disabled.totalRows).toBe(whole.statistic.disabled);
    expect(disabled.statistic).toEqual(whole.statistic);
    expect(disabled.datas).toHaveLength(1);
    const locked = await list({ unitId: h001, locked: 'T', pageSize: '50' });
    expect(codes(locked)).toEqual(
      whole.datas.filter((u) => u.locked === 'T').map((u) => u.userCode),
    );
    expect(codes(locked)).toEqual(expect.arrayContaining(['m03', 'p04']));
    expect(locked.totalRows).toBe(whole.statistic.locked);
    const open = await list({ unitId: h001, locked: 'F', status: 'enabled', pageSize: '50' });
    expect(codes(open)).toEqual(
      whole.datas.filter((u) => u.locked === 'F' && u.status === 'enabled').map((u) => u.userCode),
    );
    expect(codes(open)).toContain('x05');
    expect(open.totalRows).toBe(open.datas.length);
  });

  it('pages a department subtree by user code', async () => {
    const front = await departmentId(t.db, 'H001', 'FRONT');
    const query = { unitId: h001, departmentId: front };
    const all = ['a01', 'b02', 'frontdesk', 'm03', 'newhire', 'nightaudit', 'z06'];
    expect((await allPages(query, 3)).map((u) => u.userCode)).toEqual(all);
    const second = await list({ ...query, firstResult: '3', pageSize: '3' });
    expect(codes(second)).toEqual(['m03', 'newhire', 'nightaudit']);
    expect(second.totalRows).toBe(all.length);
  });

  it('pages several units by unit code, then user code', async () => {
    const whole = await list({ pageSize: '100' });
    const key = (u: AdminUser) => [u.unitCode, u.userCode] as const;
    const sorted = [...whole.datas].sort(
      (a, b) => byCode(key(a)[0], key(b)[0]) || byCode(key(a)[1], key(b)[1]),
    );
    expect(whole.datas.map(key)).toEqual(sorted.map(key));
    expect(new Set(whole.datas.map((u) => u.unitCode)).size).toBeGreaterThan(1);
    expect(whole.totalRows).toBe(whole.datas.length);
    expect((await allPages({}, 4)).map(key)).toEqual(whole.datas.map(key));
  });

  it('answers /user/groupAndHotelUsers for one hotel like the unit list', async () => {
    const hotel = await as<UserList>('G001/groupadmin', 'GET', '/uc/user/groupAndHotelUsers', {
      query: { unitCode: 'H001', firstResult: '2', pageSize: '4' },
    });
    const unit = await list({ unitId: h001, firstResult: '2', pageSize: '4' });
    expect(hotel.retVal).toEqual(unit);
  });
});
